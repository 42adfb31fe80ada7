import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';

export const POLICY_TYPES = ['privacy', 'terms', 'cancellation', 'other'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** POL-11: the spec names three labels; 'other' has none there, so it reads as what it is. */
export const POLICY_TYPE_LABELS: Record<PolicyType, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cancellation: 'Cancellation Policy',
  other: 'Other Policy',
};

/** POL-05..09: the Policies screen's words, as the spec writes them. */
export const POLICY_MESSAGES = {
  empty: 'No policies found. Click "Initialize Policies" to create default policies.',
  loadError: 'Error loading policies',
  initFailed: 'Failed to initialize policies',
  initError: 'Error initializing policies',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
} as const;

/** POL-08: the load failure names the answer's status when there was one. */
export const policyLoadError = (status?: number, text?: string) =>
  status ? `Failed to load policies: ${status} ${text ?? ''}`.trimEnd() : POLICY_MESSAGES.loadError;

/** POL-09: a refusal from the server, or no answer at all. */
export const policyInitError = (status?: number) => (status ? POLICY_MESSAGES.initFailed : POLICY_MESSAGES.initError);

/** POL-10: content is markdown-like text the public site renders; last_updated is set by the server on each save. */
export const policySchema = z.object({
  policy_type: z.enum(POLICY_TYPES),
  title: requiredText(200, POLICY_MESSAGES.titleRequired),
  content: requiredText(50_000, POLICY_MESSAGES.contentRequired),
  active: z.boolean().default(true),
  last_updated: text(30).default(''),
});

export const policiesResource = defineResource({
  name: 'policies',
  api: '/api/policies',
  schema: policySchema,
  search: ['title', 'content'],
  // DECISIONS.md: the public site reads the policies; only the owner changes them.
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
