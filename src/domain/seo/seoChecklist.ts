import { z } from 'zod';
import { defineSingleton } from '../singleton';
import { checklistItemSchema, DEFAULT_CHECKLIST, healthPercentage, type ChecklistItem } from './checklist';
import { lazy } from '../lazy';

/** The items travel as JSON text in `data` (API-35, API-36); malformed text is a 400, like any bad field. */
const itemsFromText = lazy(() =>
  z
    .strictObject({ data: z.string().max(100_000), version: z.number().int().min(0).optional() })
    .transform(({ data, version }, ctx) => {
      try {
        return { items: JSON.parse(data) as unknown, ...(version === undefined ? {} : { version }) };
      } catch {
        ctx.addIssue({ code: 'custom', path: ['data'], message: 'ep.seo.checklistJson' });
        return z.NEVER;
      }
    }),
);

/**
 * SEO-25..29, DASH-05, API-35 decision: stored as its items; answered as {data: JSON text of the items,
 * health_percentage} so the dashboard and the checklist view read one score.
 */
export const seoChecklist = defineSingleton({
  name: 'seo-checklist',
  api: '/api/seo-checklist',
  schema: lazy(() =>
    z.strictObject({
      items: z
        .array(checklistItemSchema)
        .min(1)
        .max(100)
        .default(() => [...DEFAULT_CHECKLIST]),
    }),
  ),
  access: { read: 'owner', write: 'owner' },
  wire: {
    answer: ({ items }: { items: ChecklistItem[] }) => ({
      data: JSON.stringify(items),
      health_percentage: healthPercentage(items),
    }),
    body: itemsFromText,
  },
});
