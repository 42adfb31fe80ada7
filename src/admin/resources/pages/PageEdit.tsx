import { Edit, SimpleForm } from 'react-admin';
import { PageInputs } from './PageInputs';

/** PAGE-08: pessimistic, so a failed save keeps the form open; no message, as the spec says. */
export default function PageEdit() {
  return (
    <Edit title="Editar página" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError: () => undefined }}>
      <SimpleForm>
        <PageInputs />
      </SimpleForm>
    </Edit>
  );
}
