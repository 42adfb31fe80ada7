import { lazy } from 'react';

/**
 * The SEO entries' screens, opened inside the owner's SEO area under its spec routes (seo/pages, seo/posts,
 * seo/new, seo/edit/{id}, seo/history/{id}); each loads when first opened.
 */
export default {
  list: lazy(() => import('./SeoEntriesView').then(({ SeoEntriesView }) => ({ default: SeoEntriesView }))),
  create: lazy(() => import('./SeoEntryForms').then(({ SeoEntryCreate }) => ({ default: SeoEntryCreate }))),
  edit: lazy(() => import('./SeoEntryForms').then(({ SeoEntryEdit }) => ({ default: SeoEntryEdit }))),
  show: lazy(() => import('./SeoHistory').then(({ SeoHistory }) => ({ default: SeoHistory }))),
};
