import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  resources: {
    testimonials: {
      name: 'Testimonial |||| Testimonials',
    },
  },
  ep: {
    testimonials: {
      name: 'Name',
      text: 'Testimonial',
      rating: 'Rating',
      date: 'Date',
      status: 'Status',
      approved: 'Approved',
      pending: 'Pending',
      approve: 'Approve',
      search: 'Search testimonials',
      deleteTitle: 'Delete the testimonial of “%{recordRepresentation}”',
      deleteConfirm: 'Are you sure you want to delete this testimonial?',
      nameRequired: 'The name is required',
      textRequired: 'The testimonial is required',
      ratingRange: 'The rating goes from 1 to 5',
      delete: 'Delete',
      testimonials: 'Testimonials',
    },
  },
};
