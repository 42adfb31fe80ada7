import { describe, expect, it } from 'vitest';
import { FOOTER_DEFAULTS, footerSchema } from '../../src/domain/footer';

describe('footer defaults', () => {
  it('PUB-03 PUB-04 the default quick links lead visitors to the public tours and attractions pages', () => {
    const urls = FOOTER_DEFAULTS.quick_links.map(({ url }) => url);
    expect(urls).toContain('/tours-and-excursions-in-puerto-plata');
    expect(urls).toContain('/things-to-do-attractions-in-puerto-plata');
  });

  it(
    'FOOT-03 FOOT-04 the defaults are a valid footer: every field, links and emails that pass their ' + 'own checks',
    () => {
      expect(footerSchema.parse({})).toEqual(FOOTER_DEFAULTS);
      expect(footerSchema.safeParse({ ...FOOTER_DEFAULTS, whatsapp_url: 'wa.me/1809' }).success).toBe(false);
      expect(footerSchema.safeParse({ ...FOOTER_DEFAULTS, email2: 'info(at)epcontrol.do' }).success).toBe(false);
      expect(footerSchema.safeParse({ ...FOOTER_DEFAULTS, email2: '', facebook_url: '' }).success).toBe(true);
    },
  );
});
