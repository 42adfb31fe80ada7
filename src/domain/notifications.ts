import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';
import { lazy } from './lazy';

export const NOTIFICATION_TYPES = ['reserva', 'mensaje', 'testimonial'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SHELL-21: where a click on a notification of each type goes, relative to the role's area. */
export const NOTIFICATION_TARGETS: Record<NotificationType, string> = {
  reserva: 'reservas',
  mensaje: 'contact',
  testimonial: 'testimonials',
};

export const notificationSchema = lazy(() =>
  z.object({
    type: z.enum(NOTIFICATION_TYPES),
    text: requiredText(500, 'ep.notifications.textRequired'),
    read: z.boolean().default(false),
    /** The record the notice names (the booking), opened by a click on it; null for older notices (issue 39). */
    record_id: z.number().int().nullable().default(null),
  }),
);

/** Created by the public routes (contact, bookings, testimonials); staff read and delete them. */
export const notificationsResource = defineResource({
  name: 'notifications',
  api: '/api/admin-notifications',
  schema: notificationSchema,
  search: ['type', 'text'],
  access: { read: 'staff', write: 'staff' },
  list: {
    // `read` is each user's own (src/server/routes/notifications answers it per caller): filterable, but the shared
    // column the table keeps could not order it per user, so it is not a sort.
    sortable: ['type'],
    filterable: ['type', 'read'],
    defaultSort: [['id', 'desc']],
  },
  writes: ['delete'],
});

export type AdminNotification = RecordOf<typeof notificationsResource>;

/** A booked day as the bell writes it, like the seeded notices: '2026-11-25' → '25 nov'. */
export function notificationDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(new Date(year, month - 1, date), 'd MMM', { locale: es });
}
