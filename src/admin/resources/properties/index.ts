import { lazy } from 'react';

/**
 * The properties' screens, opened from the Sales & Rentals hub under its spec routes
 * (sales-rentals/{list}/add, edit/{id}, view/{id}); each loads when first opened.
 */
export default {
  create: lazy(() => import('./PropertyCreate').then(({ PropertyCreate }) => ({ default: PropertyCreate }))),
  edit: lazy(() => import('./PropertyEdit').then(({ PropertyEdit }) => ({ default: PropertyEdit }))),
  show: lazy(() => import('./PropertyView').then(({ PropertyView }) => ({ default: PropertyView }))),
};
