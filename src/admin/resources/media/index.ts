import PermMediaIcon from '@mui/icons-material/PermMedia';
import type { MediaFile } from '../../../domain/media';
import { MediaList } from './MediaList';

export default {
  list: MediaList,
  icon: PermMediaIcon,
  recordRepresentation: (record: MediaFile) => record.name,
};
