/**
 * The guest's journey (issue 39): the emails to guests, the booking's own page, the public form's cut-off and
 * the staff's view of the messages. `es`, `en` and `fr` (the public site's languages).
 */
export const es = {
  ep: {
    guest: {
      mail: {
        confirmationSubject: 'Su reserva %{reference}: %{tour}',
        updateSubject: 'Cambio en su reserva %{reference}',
        cancellationSubject: 'Reserva %{reference} cancelada',
        paymentSubject: 'Pago recibido: reserva %{reference}',
        reminderSubject: 'Mañana: %{tour} (%{reference})',
        hello: 'Hola %{name},',
        confirmationIntro: 'Gracias por reservar con nosotros. Estos son los datos de su reserva:',
        updateIntro: 'Su reserva ha cambiado. Así queda:',
        cancellationIntro: 'Su reserva ha sido cancelada. Si no lo pidió usted, contáctenos.',
        paymentIntro: 'Hemos registrado su pago. Así queda su reserva:',
        reminderIntro: 'Le recordamos su excursión de mañana:',
        allAboard: 'Su barco zarpa: todos a bordo a las %{time}. Le traemos de vuelta antes.',
        reference: 'Referencia',
        trip: 'Reserva',
        date: 'Fecha',
        pickup: 'Recogida',
        pickupAt: '%{place} a las %{time}',
        party: 'Personas',
        partyText: '%{adults} adultos, %{children} niños',
        price: 'Precio',
        paid: 'Pagado',
        balance: 'Pendiente',
        policy: 'Política de cancelación',
        freeCancel: 'Cancelación gratuita hasta %{hours} horas antes de la recogida, desde la página de su reserva.',
        contact: 'Teléfono / WhatsApp',
        link: 'Ver o cancelar su reserva',
        toBeConfirmed: 'por confirmar',
        closing: '¡Gracias!',
      },
      page: {
        title: 'Su reserva %{reference}',
        cancelled: 'Esta reserva está cancelada.',
        cancel: 'Cancelar la reserva',
        cancelConfirm: '¿Seguro que quiere cancelar esta reserva? Esto no se puede deshacer.',
        cancelUntil: 'Puede cancelar gratis hasta el %{until} (hora de Puerto Plata).',
        cancelClosed: 'El plazo de cancelación gratuita ha pasado: contáctenos para cualquier cambio.',
        cancelDone: 'Su reserva ha sido cancelada. Le hemos enviado la confirmación.',
        notFound: 'No encontramos esta reserva. Revise el enlace de su correo.',
      },
      cutoff: {
        sameDay: 'Ya no se puede reservar este tour para hoy (hasta las %{hour}). Elija otra fecha o escríbanos.',
        nextDay:
          'Ya no se puede reservar este tour para mañana (hasta las %{hour} del día anterior). Elija otra ' +
          'fecha o escríbanos.',
      },
      staff: {
        messages: 'Mensajes al cliente',
        noMessages: 'Ningún mensaje enviado a este cliente.',
        noSmtp: 'Sin servidor de correo (SMTP_URL): los mensajes no se envían por email; use WhatsApp.',
        sendEmail: 'Enviar confirmación por email',
        cancelledByGuest: 'El cliente canceló la reserva %{reference} (%{name}) desde su página',
        refundDue: '; a devolver por la política: US$%{amount}',
        kinds: {
          confirmation: 'Confirmación',
          update: 'Cambio',
          cancellation: 'Cancelación',
          payment: 'Pago',
          reminder: 'Recordatorio',
        },
        states: { pending: 'En cola', sending: 'Enviando', sent: 'Enviado', failed: 'Falló' },
        attempts: '%{attempts} intentos',
        search: 'Buscar (referencia, nombre, teléfono, email)',
        reference: 'Referencia',
        reminderHour: 'Hora del recordatorio del día anterior',
        freeCancelHours: 'Cancelación gratuita (horas antes)',
        sameDayCutoff: 'Última hora para reservar el mismo día',
        nextDayCutoff: 'Hora límite para reservar el día siguiente',
      },
    },
  },
};
