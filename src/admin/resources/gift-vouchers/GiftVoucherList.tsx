import {
  Datagrid,
  EditButton,
  FunctionField,
  List,
  ShowButton,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { today } from '../../../domain/common';
import { voucherState, type GiftVoucher } from '../../../domain/giftVouchers';
import { DayField } from '../../components/DateFields';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { usd } from '../../components/usd';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.vouchers.gifts.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.vouchers.gifts.add" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <ShowButton label="ep.vouchers.print" />
    <EditButton />
  </>
);

/** Vouchers sold: the code, who bought it, what is left, and whether it can still be used today. */
export function GiftVoucherList() {
  const translate = useTranslate();
  const day = today();
  const state = (voucher: GiftVoucher) => translate(`ep.vouchers.states.${voucherState(voucher, day)}`);
  return (
    <List
      pagination={<ListPagination />}
      title="ep.vouchers.gifts.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'sold_on', order: 'DESC' }}
      perPage={50}
    >
      <ResponsiveList<GiftVoucher>
        primaryText={(voucher) => `${voucher.code} · ${usd(voucher.balance)}`}
        secondaryText={(voucher) => `${voucher.buyer_name} · ${state(voucher)}`}
        actions={<RowActions />}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" />
          <TextField source="buyer_name" />
          <TextField source="recipient" />
          <FunctionField source="amount" render={(voucher: GiftVoucher) => usd(voucher.amount)} />
          <FunctionField source="balance" render={(voucher: GiftVoucher) => usd(voucher.balance)} />
          <DayField source="expires_on" />
          <FunctionField label="ep.vouchers.state" render={state} />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
