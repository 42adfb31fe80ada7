import { Chip } from '@mui/material';
import { Translate } from 'react-admin';
import type { NavigationLink } from '../../../domain/navigation';

/** NAV-04: the spec's 'Activo' / 'Inactivo' (in Spanish; English in English). */
export const NavigationStatus = ({ link }: { link: NavigationLink }) => (
  <Chip
    size="small"
    label={<Translate i18nKey={link.active ? 'ep.navigation.active' : 'ep.navigation.inactive'} />}
    color={link.active ? 'success' : 'default'}
  />
);
