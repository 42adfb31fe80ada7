import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { DiscountCode } from '../../../domain/discountCodes';
import { DiscountCodeCreate } from './DiscountCodeCreate';
import { DiscountCodeEdit } from './DiscountCodeEdit';
import { lazyView } from '../../components/lazyView';

const DiscountCodeList = lazyView(() => import('./DiscountCodeList'), 'DiscountCodeList');

export default {
  list: DiscountCodeList,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
  icon: LocalOfferIcon,
  recordRepresentation: (record: DiscountCode) => record.code,
};
