import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { DiscountCodeInputs } from './DiscountCodeInputs';

export function DiscountCodeCreate() {
  const onError = useSaveFailure();
  return (
    <Create
      title="ep.vouchers.codes.createTitle"
      redirect="list"
      mutationOptions={{ onError }}
      record={{ kind: 'percent', active: true, tour_ids: [], valid_from: '', valid_to: '', max_uses: null }}
    >
      <EntityForm>
        <DiscountCodeInputs />
      </EntityForm>
    </Create>
  );
}
