import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Post } from '../../../domain/posts';

/** POST-23: the status's label, never the stored value. */
export function PostStatusChip({ post }: { post: Post }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`ep.posts.statuses.${post.status}`)}
      color={post.status === 'published' ? 'success' : 'default'}
    />
  );
}
