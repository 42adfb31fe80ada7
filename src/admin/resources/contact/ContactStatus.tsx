import { Chip } from '@mui/material';
import type { ContactMessage } from '../../../domain/contact';

/** CONTACT-05: NEW or READ. */
export const ContactStatus = ({ message }: { message: ContactMessage }) =>
  message.leido ? <Chip size="small" label="READ" /> : <Chip size="small" color="warning" label="NEW" />;
