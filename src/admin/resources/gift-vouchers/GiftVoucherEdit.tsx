import { Edit, Labeled, NumberField, TextField } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { GiftVoucherInputs } from './GiftVoucherInputs';

/** The code and balance are the server's; the amount changes only while nothing was redeemed. */
export function GiftVoucherEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.vouchers.gifts.editTitle" mutationMode="pessimistic" redirect="show" mutationOptions={{ onError }}>
      <EntityForm>
        <Labeled source="code">
          <TextField source="code" />
        </Labeled>
        <Labeled source="balance">
          <NumberField source="balance" options={{ style: 'currency', currency: 'USD' }} />
        </Labeled>
        <GiftVoucherInputs editing />
      </EntityForm>
    </Edit>
  );
}
