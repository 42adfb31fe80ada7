import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import type { Page } from '../../../domain/pages';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PageList = lazyView(() => import('./PageList'), 'PageList');

// The rich-text editor is heavy: the forms load when first opened, not with the app.
const PageCreate = lazy(() => import('./PageCreate'));
const PageEdit = lazy(() => import('./PageEdit'));

export default {
  list: PageList,
  create: PageCreate,
  edit: PageEdit,
  icon: DescriptionIcon,
  recordRepresentation: (record: Page) => record.title,
};
