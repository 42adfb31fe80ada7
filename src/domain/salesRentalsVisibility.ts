import { z } from 'zod';
import { defineSingleton } from './singleton';
import { lazy } from './lazy';

/** SR-02, SR-05, SR-06: whether Sales & Rentals appears in the public menu; the public site reads it. */
export const salesRentalsVisibility = defineSingleton({
  name: 'sales-rentals-visibility',
  api: '/api/sales-rentals-visibility',
  schema: lazy(() => z.strictObject({ visible: z.boolean().default(false) })),
  access: { read: 'public', write: 'owner' },
  method: 'POST',
});
