import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';
import { FAQ_LANGUAGES } from './faqLanguages';
import { lazy } from './lazy';

export { FAQ_LANGUAGES } from './faqLanguages';

/** FAQ-04, FAQ-05: question and answer, both required. */
export const faqSchema = lazy(() =>
  z.object({
    question: requiredText(300, 'ep.site.faq.questionRequired'),
    answer: requiredText(5000, 'ep.site.faq.answerRequired'),
    language: z.enum(FAQ_LANGUAGES).default('es'),
  }),
);

export const faqResource = defineResource({
  name: 'faq',
  api: '/api/faqs',
  schema: faqSchema,
  search: ['question', 'answer'],
  // docs/DECISIONS.md: the public site reads the FAQs; only the owner changes them.
  access: { read: 'public', write: 'owner' },
  list: { sortable: ['question', 'language'], filterable: ['language'], defaultSort: [['id', 'asc']] },
  screens: true,
});

export type Faq = RecordOf<typeof faqResource>;
