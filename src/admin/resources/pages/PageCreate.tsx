import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { PageInputs } from './PageInputs';

/** PAGE-08: a failed save leaves the form open with what was typed, and no message (a 409 still says why). */
const silent = () => undefined;

/** The title is the spec's button text without its '+'. */
export default function PageCreate() {
  const onError = useSaveFailure(silent);
  return (
    <Create title="ep.pages.createTitle" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <PageInputs />
      </EntityForm>
    </Create>
  );
}
