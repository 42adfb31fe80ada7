import { Chip } from '@mui/material';
import type { NavigationLink } from '../../../domain/navigation';

/** NAV-04: the spec's 'Activo' / 'Inactivo', in either language. */
export const NavigationStatus = ({ link }: { link: NavigationLink }) => (
  <Chip size="small" label={link.active ? 'Activo' : 'Inactivo'} color={link.active ? 'success' : 'default'} />
);
