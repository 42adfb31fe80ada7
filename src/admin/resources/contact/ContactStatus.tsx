import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { ContactMessage } from '../../../domain/contact';

/** CONTACT-05: NEW or READ. */
export const ContactStatus = ({ message }: { message: ContactMessage }) => {
  const translate = useTranslate();
  return message.leido ? (
    <Chip size="small" label={translate('ep.contact.read')} />
  ) : (
    <Chip size="small" color="warning" label={translate('ep.contact.new')} />
  );
};
