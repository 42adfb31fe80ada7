import ArticleIcon from '@mui/icons-material/Article';
import type { Post } from '../../../domain/posts';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PostList = lazyView(() => import('./PostList'), 'PostList');

// The forms load when first opened, not with the app, and together: a new record opens its edit page, and while
// an edit chunk of its own loaded the create form would stay on screen taking typing the edit form then drops.
const forms = () => import('./forms');
const PostCreate = lazyView(forms, 'PostCreate');
const PostEdit = lazyView(forms, 'PostEdit');

export default {
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: Post) => record.title,
};
