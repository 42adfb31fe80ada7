import { Create, useRedirect } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { PostInputs } from './PostInputs';
import { withEmptyText } from './postPayload';

/**
 * react-admin refuses a create answer that carries no id (neither `id` nor `post.id`): the post was saved
 * but has no edit page to open.
 */
const savedWithoutId = (error: unknown) => error instanceof Error && /missing id/.test(error.message);

/**
 * POST-24: a new post opens its edit page, or the list when the answer carried no id. POST-34: a failed save
 * keeps the form as typed and says 'Error saving post'.
 */
export default function PostCreate() {
  const redirect = useRedirect();
  const onSaveFailure = useSaveFailure(() => 'ep.posts.saveError');
  const onError = (error: unknown) => (savedWithoutId(error) ? redirect('list', 'posts') : onSaveFailure(error));
  return (
    <Create title="ep.posts.createTitle" redirect="edit" transform={withEmptyText} mutationOptions={{ onError }}>
      <EntityForm>
        <PostInputs isNew />
      </EntityForm>
    </Create>
  );
}
