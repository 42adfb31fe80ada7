import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { DiscountCode } from '../../../domain/discountCodes';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const DiscountCodeList = lazyView(() => import('./DiscountCodeList'), 'DiscountCodeList');
const forms = chunk(() => import('./forms'));
const DiscountCodeCreate = lazyView(forms, 'DiscountCodeCreate');
const DiscountCodeEdit = lazyView(forms, 'DiscountCodeEdit');

export default {
  list: DiscountCodeList,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
  icon: LocalOfferIcon,
  recordRepresentation: (record: DiscountCode) => record.code,
};
