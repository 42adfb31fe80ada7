/** The forms and record screens, one chunk loaded when one of them first opens (see index.ts). */
export { GiftVoucherCreate } from './GiftVoucherCreate';
export { GiftVoucherEdit } from './GiftVoucherEdit';
export { GiftVoucherShow } from './GiftVoucherShow';
