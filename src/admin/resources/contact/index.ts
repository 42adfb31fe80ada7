import MailIcon from '@mui/icons-material/Mail';
import type { ContactMessage } from '../../../domain/contact';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const ContactList = lazyView(() => import('./ContactList'), 'ContactList');
const forms = chunk(() => import('./forms'));
const ContactShow = lazyView(forms, 'ContactShow');

export default {
  list: ContactList,
  show: ContactShow,
  icon: MailIcon,
  recordRepresentation: (record: ContactMessage) => record.nombre,
};
