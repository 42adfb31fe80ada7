import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import type { Phrase } from './phrase';
import { requiredText, text } from './validation';
import { lazy } from './lazy';

export const POLICY_TYPES = ['privacy', 'terms', 'cancellation', 'other'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** POL-08: the load failure names the answer's status when there was one. */
export const policyLoadError = (status?: number, text?: string): Phrase =>
  status
    ? { key: 'ep.site.policies.loadFailed', args: { answer: `${status} ${text ?? ''}`.trimEnd() } }
    : { key: 'ep.site.policies.loadError' };

/** POL-09: a refusal from the server, or no answer at all. */
export const policyInitError = (status?: number) =>
  status ? 'ep.site.policies.initFailed' : 'ep.site.policies.initError';

/** POL-10: content is markdown-like text the public site renders; last_updated is set by the server on each save. */
export const policySchema = lazy(() =>
  z.object({
    policy_type: z.enum(POLICY_TYPES),
    title: requiredText(200, 'ep.site.policies.titleRequired'),
    content: requiredText(50_000, 'ep.site.policies.contentRequired'),
    active: z.boolean().default(true),
    last_updated: text(30).default(''),
  }),
);

export const policiesResource = defineResource({
  name: 'policies',
  api: '/api/policies',
  schema: policySchema,
  search: ['title', 'content'],
  // docs/DECISIONS.md: the public site reads the policies; only the owner changes them.
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['title', 'policy_type', 'active', 'last_updated'],
    filterable: ['policy_type', 'active'],
    defaultSort: [['id', 'asc']],
    publicFilters: { active: ['true'] },
  },
  // The server dates every save; the spec's screen only edits, and POST /api/init-policies creates the defaults.
  readOnly: ['last_updated', 'policy_type'],
  writes: ['update'],
  screens: true,
});

export type Policy = RecordOf<typeof policiesResource>;
