import { z } from 'zod';
import type { RecordMeta } from './common';

export const NOTIFICATION_TYPES = ['reserva', 'mensaje', 'testimonial'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SHELL-21: where a click on a notification of each type goes, relative to the role's area. */
export const NOTIFICATION_TARGETS: Record<NotificationType, string> = {
  reserva: 'reservas',
  mensaje: 'contact',
  testimonial: 'testimonials',
};

export const notificationCreate = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string().trim().min(1),
});

export interface AdminNotification extends RecordMeta {
  type: NotificationType;
  text: string;
  read: boolean;
}
