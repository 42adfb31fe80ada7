import { lazy } from 'react';
import TourIcon from '@mui/icons-material/Tour';
import type { Tour } from '../../../domain/tours';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const TourList = lazyView(() => import('./TourList'), 'TourList');

// The form's seven tabs and quote table load when first opened, not with the app.
const TourCreate = lazy(() => import('./TourCreate'));
const TourEdit = lazy(() => import('./TourEdit'));

export default {
  list: TourList,
  create: TourCreate,
  edit: TourEdit,
  icon: TourIcon,
  recordRepresentation: (record: Tour) => record.nombre,
};
