import { lazy } from 'react';

/**
 * The vehicles' screens, opened from the Sales & Rentals hub under its spec routes
 * (sales-rentals/{list}/add, edit/{id}, view/{id}); each loads when first opened.
 */
export default {
  create: lazy(() => import('./VehicleCreate').then(({ VehicleCreate }) => ({ default: VehicleCreate }))),
  edit: lazy(() => import('./VehicleEdit').then(({ VehicleEdit }) => ({ default: VehicleEdit }))),
  show: lazy(() => import('./VehicleView').then(({ VehicleView }) => ({ default: VehicleView }))),
};
