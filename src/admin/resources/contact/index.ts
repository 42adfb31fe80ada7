import MailIcon from '@mui/icons-material/Mail';
import type { ContactMessage } from '../../../domain/contact';
import ContactShow from './ContactShow';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const ContactList = lazyView(() => import('./ContactList'), 'ContactList');

export default {
  list: ContactList,
  show: ContactShow,
  icon: MailIcon,
  recordRepresentation: (record: ContactMessage) => record.nombre,
};
