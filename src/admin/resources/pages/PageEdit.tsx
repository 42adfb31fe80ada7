import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { PageInputs } from './PageInputs';

/** PAGE-08: pessimistic, so a failed save keeps the form open; no message except a 409's explanation. */
export default function PageEdit() {
  const onError = useSaveFailure({ otherwise: undefined });
  return (
    <Edit title="ep.pages.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <PageInputs />
      </EntityForm>
    </Edit>
  );
}
