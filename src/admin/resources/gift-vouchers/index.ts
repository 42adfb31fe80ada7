import RedeemIcon from '@mui/icons-material/Redeem';
import type { GiftVoucher } from '../../../domain/giftVouchers';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const GiftVoucherList = lazyView(() => import('./GiftVoucherList'), 'GiftVoucherList');
const forms = chunk(() => import('./forms'));
const GiftVoucherCreate = lazyView(forms, 'GiftVoucherCreate');
const GiftVoucherEdit = lazyView(forms, 'GiftVoucherEdit');
const GiftVoucherShow = lazyView(forms, 'GiftVoucherShow');

export default {
  list: GiftVoucherList,
  create: GiftVoucherCreate,
  edit: GiftVoucherEdit,
  show: GiftVoucherShow,
  icon: RedeemIcon,
  recordRepresentation: (record: GiftVoucher) => record.code,
};
