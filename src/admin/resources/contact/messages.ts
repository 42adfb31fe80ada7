import type { ResourceMessages } from '../folders';

/** The words of replies that reach the visitor and of the team's internal notes. */
const messages: ResourceMessages = {
  es: {
    ep: {
      contactReply: {
        mode: 'Tipo de respuesta',
        toGuest: 'Responder al cliente',
        note: 'Nota interna',
        guestHint: 'Se envía por email a %{email}.',
        noteHint: 'Solo la ve el equipo: no se envía al cliente.',
        saveNote: 'Guardar nota interna',
        sent: 'Respuesta enviada a %{to}',
        sentLabel: 'Enviado al cliente · %{to}',
        failedLabel: 'No enviado · %{to}',
        failed: 'No se pudo enviar la respuesta a %{to}: %{reason}',
        noMail:
          'Este servidor no envía correo (no hay SMTP configurado): responde desde tu correo, por WhatsApp o por teléfono. El texto escrito va en el correo y en WhatsApp.',
        byEmail: 'Responder por email',
        whatsapp: 'WhatsApp',
        call: 'Llamar',
        writeTo: 'Escribir a %{email}',
        callTo: 'Llamar al %{phone}',
        whatsappTo: 'WhatsApp al %{phone}',
      },
    },
  },
  en: {
    ep: {
      contactReply: {
        mode: 'Reply type',
        toGuest: 'Reply to the guest',
        note: 'Internal note',
        guestHint: 'Emailed to %{email}.',
        noteHint: 'Only the team sees it: it is not sent to the guest.',
        saveNote: 'Save internal note',
        sent: 'Reply sent to %{to}',
        sentLabel: 'Sent to the guest · %{to}',
        failedLabel: 'Not sent · %{to}',
        failed: 'The reply could not be sent to %{to}: %{reason}',
        noMail:
          'This server sends no mail (no SMTP configured): reply from your mail program, WhatsApp or phone. What you typed goes into the email and the WhatsApp message.',
        byEmail: 'Reply by email',
        whatsapp: 'WhatsApp',
        call: 'Call',
        writeTo: 'Write to %{email}',
        callTo: 'Call %{phone}',
        whatsappTo: 'WhatsApp %{phone}',
      },
    },
  },
};

export default messages;
