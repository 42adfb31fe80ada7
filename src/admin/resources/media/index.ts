import PermMediaIcon from '@mui/icons-material/PermMedia';
import type { MediaFile } from '../../../domain/media';
import MediaEdit from './MediaEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const MediaList = lazyView(() => import('./MediaList'), 'MediaList');

export default {
  list: MediaList,
  edit: MediaEdit,
  icon: PermMediaIcon,
  recordRepresentation: (record: MediaFile) => record.name,
};
