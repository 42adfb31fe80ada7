import { DeleteWithConfirmButton, EditButton, useNotify } from 'react-admin';

/** POST-05, POST-17, POST-35: 'Edit' and 'Delete'; Delete asks first, and a failure says 'Error deleting post'. */
export function PostRowActions() {
  const notify = useNotify();
  return (
    <>
      <EditButton label="ep.posts.edit" />
      <DeleteWithConfirmButton
        label="ep.posts.delete"
        confirmTitle="ep.posts.deleteTitle"
        confirmContent="ep.posts.confirmDelete"
        mutationMode="pessimistic"
        mutationOptions={{ onError: () => notify('ep.posts.deleteError', { type: 'error' }) }}
      />
    </>
  );
}
