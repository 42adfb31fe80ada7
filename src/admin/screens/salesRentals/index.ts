import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';
import { SALES_RENTALS_ROUTE } from '../../components/listings/listingPaths';

/** SR-01: the hub, its four lists and their forms, loaded when Sales & Rentals is first opened. */
export const salesRentalsScreen: CustomScreen = {
  path: `${SALES_RENTALS_ROUTE}/*`,
  resource: 'sales-rentals',
  component: lazyView(() => import('./SalesRentalsScreen'), 'SalesRentalsScreen'),
};
