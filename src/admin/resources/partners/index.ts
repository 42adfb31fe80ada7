import HandshakeIcon from '@mui/icons-material/Handshake';
import type { Partner } from '../../../domain/partners';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const PartnersList = lazyView(() => import('./PartnersList'), 'PartnersList');
const forms = chunk(() => import('./forms'));
const PartnersCreate = lazyView(forms, 'PartnersCreate');
const PartnersEdit = lazyView(forms, 'PartnersEdit');

export default {
  list: PartnersList,
  create: PartnersCreate,
  edit: PartnersEdit,
  icon: HandshakeIcon,
  recordRepresentation: (record: Partner) => record.name,
};
