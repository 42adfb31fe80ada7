import { describe, expect, it } from 'vitest';
import { POLICY_PREVIEW_LENGTH, policyPreview } from '../../src/domain/policyPreview';
import { DEFAULT_POLICIES } from '../../src/domain/defaultPolicies';
import { policyInitError, policyLoadError } from '../../src/domain/policies';
import { spanish } from './spanish';

describe('policy preview', () => {
  it('POL-02 strips headings, emphasis, code, quotes, list bullets and rules, keeping the words', () => {
    const content =
      '# Cancellation Policy\n\n## Free cancellation\n- **Transfers:** up to _24 hours_ before.\n1. `Tours` ' +
      '48 hours\n> Quoted ~~old~~ rule\n\n---\nEnd';
    expect(policyPreview(content)).toBe(
      'Cancellation Policy Free cancellation Transfers: up to 24 hours before. Tours 48 hours Quoted old rule End',
    );
  });

  it('POL-02 links and images keep their text, not their address', () => {
    expect(policyPreview('Write to [our office](mailto:info@epcontrol.do) ![logo](/media/logo-ep.png)')).toBe(
      'Write to our office logo',
    );
  });

  it('POL-02 cuts to 200 characters with an ellipsis; shorter text is left whole', () => {
    const long = 'a'.repeat(150) + ' ' + 'b'.repeat(150);
    const preview = policyPreview(long);
    expect(POLICY_PREVIEW_LENGTH).toBe(200);
    expect(preview).toBe(`${long.slice(0, 200)}…`);
    expect(policyPreview('Short text.')).toBe('Short text.');
    expect(policyPreview('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('POL-02 the default policies preview as plain text within the limit', () => {
    for (const { content } of DEFAULT_POLICIES) {
      const preview = policyPreview(content);
      expect(preview).not.toMatch(/[#*`>]/);
      expect(preview.length).toBeLessThanOrEqual(201);
    }
  });
});

describe('policy words', () => {
  it("POL-11 the type labels are the spec's", () => {
    expect([
      spanish('ep.site.policies.types.privacy'),
      spanish('ep.site.policies.types.terms'),
      spanish('ep.site.policies.types.cancellation'),
    ]).toEqual(['Privacy Policy', 'Terms of Service', 'Cancellation Policy']);
  });

  it(
    'POL-08 POL-09 a load failure names status and text when the server answered; init failures as the spec ' +
      'words them',
    () => {
      expect(spanish(policyLoadError(500, 'Internal Server Error'))).toBe(
        'Failed to load policies: 500 Internal Server Error',
      );
      expect(spanish(policyLoadError(0))).toBe('Error loading policies');
      expect(spanish(policyInitError(500))).toBe('Failed to initialize policies');
      expect(spanish(policyInitError(0))).toBe('Error initializing policies');
    },
  );
});
