import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';
import { telLink, whatsappLink } from '../../../domain/phoneLinks';

/** The visitor's email and phone as links: write, call or open WhatsApp from the message itself. */
export function ContactGuestLinks({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  return (
    <>
      <Link
        href={`mailto:${message.email}`}
        aria-label={translate('ep.contactReply.writeTo', { email: message.email })}
      >
        {message.email}
      </Link>
      {message.telefono && (
        <>
          {' · '}
          <Link
            href={telLink(message.telefono)}
            aria-label={translate('ep.contactReply.callTo', { phone: message.telefono })}
          >
            {message.telefono}
          </Link>
          {' · '}
          <Link
            href={whatsappLink(message.telefono)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('ep.contactReply.whatsappTo', { phone: message.telefono })}
          >
            {translate('ep.contactReply.whatsapp')}
          </Link>
        </>
      )}
    </>
  );
}
