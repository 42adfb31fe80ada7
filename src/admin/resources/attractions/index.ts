import AttractionsIcon from '@mui/icons-material/Attractions';
import type { Attraction } from '../../../domain/attractions';
import { AttractionCreate } from './AttractionCreate';
import { AttractionEdit } from './AttractionEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const AttractionList = lazyView(() => import('./AttractionList'), 'AttractionList');

export default {
  list: AttractionList,
  create: AttractionCreate,
  edit: AttractionEdit,
  icon: AttractionsIcon,
  recordRepresentation: (record: Attraction) => record.nombre,
};
