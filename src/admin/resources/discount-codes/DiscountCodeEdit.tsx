import { Edit, NumberField, Labeled } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { DiscountCodeInputs } from './DiscountCodeInputs';

/** Pessimistic, so a failed save keeps the form open with what was typed; the uses are counted, never typed. */
export function DiscountCodeEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.vouchers.codes.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <Labeled source="uses">
          <NumberField source="uses" />
        </Labeled>
        <DiscountCodeInputs />
      </EntityForm>
    </Edit>
  );
}
