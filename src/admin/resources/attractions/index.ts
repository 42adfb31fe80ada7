import AttractionsIcon from '@mui/icons-material/Attractions';
import type { Attraction } from '../../../domain/attractions';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const AttractionList = lazyView(() => import('./AttractionList'), 'AttractionList');
const forms = chunk(() => import('./forms'));
const AttractionCreate = lazyView(forms, 'AttractionCreate');
const AttractionEdit = lazyView(forms, 'AttractionEdit');

export default {
  list: AttractionList,
  create: AttractionCreate,
  edit: AttractionEdit,
  icon: AttractionsIcon,
  recordRepresentation: (record: Attraction) => record.nombre,
};
