import { Navigate, useParams } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

/** POST-01: the spec's `posts/new` is react-admin's `posts/create`. */
export function NewPostRoute() {
  const createPath = useCreatePath();
  return <Navigate replace to={createPath({ resource: 'posts', type: 'create' })} />;
}

/** POST-01: the spec's `posts/edit/{id}` is react-admin's `posts/{id}`. */
export function EditPostRoute() {
  const createPath = useCreatePath();
  const { id = '' } = useParams();
  return <Navigate replace to={createPath({ resource: 'posts', type: 'edit', id })} />;
}

NewPostRoute.path = 'posts/new';
EditPostRoute.path = 'posts/edit/:id';
