import { Alert, Button, Stack } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';
import { mailtoReply } from '../../../domain/contactReply';
import { telLink, whatsappLink } from '../../../domain/phoneLinks';

/**
 * Without an SMTP server the reply leaves through the staff member's own programs: the mail program with
 * "Re: …" and the typed text, WhatsApp with the text, or a call.
 */
export function ContactReplyLinks({
  message,
  text,
  onReplied,
}: {
  message: ContactMessage;
  text: string;
  /** Called with the channel used, so the thread records that the guest was answered (issue 43). */
  onReplied: (channel: 'email' | 'whatsapp' | 'call') => void;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('ep.contactReply.noMail')}</Alert>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          variant="contained"
          startIcon={<EmailIcon />}
          href={mailtoReply(message, text)}
          onClick={() => onReplied('email')}
        >
          {translate('ep.contactReply.byEmail')}
        </Button>
        {message.telefono && (
          <>
            <Button
              variant="outlined"
              startIcon={<WhatsAppIcon />}
              href={whatsappLink(message.telefono, text)}
              onClick={() => onReplied('whatsapp')}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translate('ep.contactReply.whatsapp')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PhoneIcon />}
              href={telLink(message.telefono)}
              onClick={() => onReplied('call')}
            >
              {translate('ep.contactReply.call')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
