import PermMediaIcon from '@mui/icons-material/PermMedia';
import type { MediaFile } from '../../../domain/media';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const MediaList = lazyView(() => import('./MediaList'), 'MediaList');
const forms = chunk(() => import('./forms'));
const MediaEdit = lazyView(forms, 'MediaEdit');

export default {
  list: MediaList,
  edit: MediaEdit,
  icon: PermMediaIcon,
  recordRepresentation: (record: MediaFile) => record.name,
};
