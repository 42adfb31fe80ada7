import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { Post } from '../../../domain/posts';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PostList = lazyView(() => import('./PostList'), 'PostList');

// The rich-text editor and its extensions load with the forms, when first opened, not with the app.
const PostCreate = lazy(() => import('./PostCreate'));
const PostEdit = lazy(() => import('./PostEdit'));

export default {
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: Post) => record.title,
};
