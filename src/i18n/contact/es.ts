/**
 * Contact messages: the inbox, and the replies that reach the visitor and the team's internal notes
 * (ep.contactReply). Spanish: the spec's wording verbatim where the spec gives it, Spanish everywhere else.
 */
export const es = {
  resources: {
    contact: {
      name: 'Mensaje |||| Mensajes',
    },
  },
  ep: {
    contact: {
      search: 'Buscar por nombre, email o mensaje',
      status: 'Estado',
      name: 'Nombre',
      email: 'Email',
      subject: 'Asunto',
      date: 'Fecha',
      thread: 'Conversación',
      noReplies: 'Aún no hay respuestas.',
      reply: 'Respuesta',
      noSubject: 'Sin asunto',
      chatRewrite: 'La conversación cambió: recarga para ver las últimas respuestas',
      fromRequired: 'El remitente es obligatorio',
      replyRequired: 'Escribe una respuesta',
      nameRequired: 'El nombre es obligatorio',
      messageRequired: 'El mensaje es obligatorio',
      unread: 'New messages: %{count}',
      allRead: 'All messages read ✓',
      mailNotConfigured:
        'No hay servidor de correo configurado (SMTP_URL): responde por email, WhatsApp o teléfono con los enlaces',
      mailFailed: 'No se pudo enviar la respuesta a %{to}: %{reason}',
      delete: 'Delete',
      areYouSure: 'Are you sure?',
      yes: 'Yes',
      no: 'No',
      contact: 'Contact',
      filter: 'Filtrar',
      send: 'Send',
      view: 'View',
      back: 'Back',
      messageNotFound: 'Message not found',
      read: 'READ',
      new: 'NEW',
      readFilter: {
        all: 'All',
        unread: 'Unread',
        read: 'Read',
      },
    },
    contactReply: {
      repliedBy: {
        email: 'Respondido desde el correo: %{text}',
        whatsapp: 'Respondido por WhatsApp: %{text}',
        call: 'Llamada al cliente. %{text}',
      },
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
        'Este servidor no envía correo (no hay SMTP configurado): responde desde tu correo, por WhatsApp o ' +
        'por teléfono. El texto escrito va en el correo y en WhatsApp.',
      byEmail: 'Responder por email',
      whatsapp: 'WhatsApp',
      call: 'Llamar',
      writeTo: 'Escribir a %{email}',
      callTo: 'Llamar al %{phone}',
      whatsappTo: 'WhatsApp al %{phone}',
    },
  },
};
