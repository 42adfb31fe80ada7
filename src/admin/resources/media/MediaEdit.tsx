import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { MediaInputs } from './MediaInputs';

/** MEDIA-03: pessimistic, so a failed rename keeps the form open with what was typed. */
export default function MediaEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.mediaLibrary.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <MediaInputs />
      </EntityForm>
    </Edit>
  );
}
