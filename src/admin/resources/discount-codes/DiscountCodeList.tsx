import {
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { DiscountCode } from '../../../domain/discountCodes';
import { DayField } from '../../components/DateFields';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { usd } from '../../components/usd';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.vouchers.codes.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.vouchers.codes.add" />
  </TopToolbar>
);

/** "15%" or "US$20.00": what the code takes off. */
const useOff = () => (code: DiscountCode) => (code.kind === 'percent' ? `${code.value}%` : usd(code.value));

/** "2 de 50", or the uses alone when the code has no limit. */
function useUses() {
  const translate = useTranslate();
  return (code: DiscountCode) =>
    code.max_uses === null
      ? String(code.uses)
      : translate('ep.vouchers.usesOf', { uses: code.uses, max: code.max_uses });
}

/** The owner's promo codes: what each takes off, until when, and how many bookings took it. */
export function DiscountCodeList() {
  const off = useOff();
  const uses = useUses();
  return (
    <List
      pagination={<ListPagination />}
      title="ep.vouchers.codes.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'code', order: 'ASC' }}
      perPage={50}
    >
      <ResponsiveList<DiscountCode>
        primaryText={(code) => `${code.code} · ${off(code)}`}
        secondaryText={uses}
        actions={<EditButton />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" />
          <FunctionField source="value" render={off} />
          <DayField source="valid_to" />
          <FunctionField source="uses" render={uses} />
          <BooleanField source="active" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
