import { Edit, useNotify, useRedirect } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { PostInputs } from './PostInputs';
import { withEmptyText } from './postPayload';

/**
 * POST-25: a saved post stays open and says 'Post saved successfully!'. POST-33: a post that cannot be loaded
 * says 'Error loading post' and goes back to the list. POST-34: a failed save keeps the form as typed.
 */
export default function PostEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveFailure(() => 'ep.posts.saveError');
  return (
    <Edit
      title="ep.posts.editTitle"
      mutationMode="pessimistic"
      redirect={false}
      transform={withEmptyText}
      mutationOptions={{ onError, onSuccess: () => notify('ep.posts.saved', { type: 'success' }) }}
      queryOptions={{
        // A record read again resets the form (react-admin): not on the redirect from a create, whose answer is
        // fresh, nor when the window regains focus in the middle of writing. A stale save still answers 409.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        onError: () => {
          notify('ep.posts.loadError', { type: 'error' });
          redirect('list', 'posts');
        },
      }}
    >
      <EntityForm>
        <PostInputs isNew={false} />
      </EntityForm>
    </Edit>
  );
}
