import RedeemIcon from '@mui/icons-material/Redeem';
import type { GiftVoucher } from '../../../domain/giftVouchers';
import { GiftVoucherCreate } from './GiftVoucherCreate';
import { GiftVoucherEdit } from './GiftVoucherEdit';
import { GiftVoucherShow } from './GiftVoucherShow';
import { lazyView } from '../../components/lazyView';

const GiftVoucherList = lazyView(() => import('./GiftVoucherList'), 'GiftVoucherList');

export default {
  list: GiftVoucherList,
  create: GiftVoucherCreate,
  edit: GiftVoucherEdit,
  show: GiftVoucherShow,
  icon: RedeemIcon,
  recordRepresentation: (record: GiftVoucher) => record.code,
};
