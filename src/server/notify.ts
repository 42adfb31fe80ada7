import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import type { NotificationType } from '../domain/notifications';
import { insertRow } from './db/queries';
import type { Executor } from './db/repository';
import { notificationsResource } from '../domain/notifications';
import { codecOf } from './db/repository';

/** A booked day as the bell writes it, like the seeded notices: '2026-11-25' → '25 nov'. */
export function notificationDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return format(new Date(year, month - 1, date), 'd MMM', { locale: es });
}

/**
 * A visitor's message, booking or testimonial tells staff through the bell: call it in the same transaction
 * as the write it announces, so neither is stored without the other.
 */
export async function notifyStaff(trx: Executor, type: NotificationType, text: string): Promise<void> {
  await insertRow(trx, codecOf(notificationsResource), notificationsResource.schema.parse({ type, text: text.slice(0, 500) }));
}
