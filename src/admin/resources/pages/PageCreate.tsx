import { Create, SimpleForm } from 'react-admin';
import { PageInputs } from './PageInputs';

/** PAGE-08: a failed save leaves the form open with what was typed, and no message. */
const quietFailure = { onError: () => undefined };

export default function PageCreate() {
  return (
    <Create title="+ Nueva Página" redirect="list" mutationOptions={quietFailure}>
      <SimpleForm>
        <PageInputs />
      </SimpleForm>
    </Create>
  );
}
