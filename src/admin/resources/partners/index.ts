import HandshakeIcon from '@mui/icons-material/Handshake';
import type { Partner } from '../../../domain/partners';
import { lazyView } from '../../components/lazyView';
import { PartnersCreate } from './PartnersCreate';
import { PartnersEdit } from './PartnersEdit';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PartnersList = lazyView(() => import('./PartnersList'), 'PartnersList');

export default {
  list: PartnersList,
  create: PartnersCreate,
  edit: PartnersEdit,
  icon: HandshakeIcon,
  recordRepresentation: (record: Partner) => record.name,
};
