import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { PageInputs } from './PageInputs';

/** PAGE-08: pessimistic, so a failed save keeps the form open; no message except a 409's explanation. */
const silent = () => undefined;

export default function PageEdit() {
  const onError = useSaveFailure(silent);
  return (
    <Edit title="ep.pages.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <PageInputs />
      </EntityForm>
    </Edit>
  );
}
