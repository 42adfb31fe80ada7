import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  bookingMessages,
  bookingMessagesSchema,
  fillTemplate,
  TEMPLATE_FIELD,
  templateOf,
  confirmationLink,
  type BookingMessages,
} from '../../../domain/bookingMessages';
import type { Booking } from '../../../domain/bookings';
import { useSingleton, type Versioned } from '../../components/useSingleton';
import { formatDay } from '../../i18n/dates';
import { usd } from '../../components/usd';

/**
 * The confirmation for WhatsApp in the guest's language, from the owner's editable template (the
 * booking-messages setting): edit it, save it for every booking, and open wa.me with the filled-in text.
 */
export function ConfirmationMessage({
  booking,
  tourName,
  onClose,
}: {
  booking: Booking;
  tourName: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, save, isSaving } = useSingleton<BookingMessages>(bookingMessages.name);
  const messages = data ?? (bookingMessagesSchema.parse({}) as Versioned<BookingMessages>);
  // The stored template until the owner edits it here.
  const [edited, setTemplate] = useState<string | null>(null);
  const language = booking.language;
  const template = edited ?? templateOf(messages, booking.language);
  // The hour the day-before reminder emails go out (issue 39), saved with the template.
  const [hour, setHour] = useState<string | null>(null);
  const reminderHour = hour ?? messages.reminder_hour;
  const pickupPlace =
    [booking.pickup_place, booking.pickup_kind && translate(`ep.bookings.pickupKinds.${booking.pickup_kind}`)].find(
      Boolean,
    ) ?? '—';
  const text = fillTemplate(template, {
    nombre: booking.nombre,
    tour: tourName,
    // The guest's language, not the owner's screen: the message is the guest's.
    fecha: formatDay(booking.fecha, language),
    personas: String(booking.personas),
    recogida: pickupPlace,
    hora: booking.pickup_time || '—',
    total: usd(booking.price_total),
    debe: usd(Math.max(0, booking.balance)),
  });
  const link = confirmationLink(booking.telefono, text);
  const t = (key: string, options?: Record<string, unknown>) => translate(`ep.bookings.message.${key}`, options);
  const saveTemplate = async () => {
    await save({ ...messages, [TEMPLATE_FIELD[language]]: template, reminder_hour: reminderHour });
    notify('ep.bookings.message.templateSaved', { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('template', { language: translate(`ep.bookings.languages.${language}`) })}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            multiline
            minRows={3}
            helperText={t('help')}
          />
          <TextField
            label={translate('ep.guest.staff.reminderHour')}
            type="time"
            value={reminderHour}
            onChange={(event) => setHour(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="body2" data-testid="confirmation-text" sx={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button onClick={saveTemplate} disabled={isSaving}>
          {t('saveTemplate')}
        </Button>
        {link && (
          <Button variant="contained" href={link} target="_blank" rel="noopener noreferrer">
            {t('open')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
