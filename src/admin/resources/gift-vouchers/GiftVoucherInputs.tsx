import { Stack } from '@mui/material';
import { DateInput, NumberInput, SelectInput } from 'react-admin';
import { giftVouchersResource, VOUCHER_SALE_METHODS, VOUCHER_STATUSES } from '../../../domain/giftVouchers';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const schema = giftVouchersResource.schema;
const rules = rulesOf(schema);
const methodChoices = VOUCHER_SALE_METHODS.map((method) => ({ id: method, name: `ep.bookings.methods.${method}` }));
const statusChoices = VOUCHER_STATUSES.map((status) => ({ id: status, name: `ep.vouchers.statuses.${status}` }));
const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0, sm: 2 }, useFlexGap: true } as const;

/** A voucher's sale: how much was paid and how, who bought it and for whom, until when it is good. */
export function GiftVoucherInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Stack {...row}>
        <NumberInput source="amount" validate={rules.amount} min={0} />
        <SelectInput source="sale_method" choices={methodChoices} validate={rules.sale_method} />
        <DateInput source="sold_on" validate={editing ? rules.sold_on : undefined} />
      </Stack>
      <Stack {...row}>
        <BoundedTextInput source="buyer_name" schema={schema.shape.buyer_name} sx={{ minWidth: 240 }} />
        <BoundedTextInput source="buyer_email" schema={schema.shape.buyer_email} type="email" />
        <BoundedTextInput source="buyer_phone" schema={schema.shape.buyer_phone} type="tel" />
      </Stack>
      <BoundedTextInput source="recipient" schema={schema.shape.recipient} sx={{ minWidth: 240 }} />
      <Stack {...row}>
        <DateInput source="expires_on" validate={rules.expires_on} />
        {editing && <SelectInput source="status" choices={statusChoices} validate={rules.status} />}
      </Stack>
    </>
  );
}
