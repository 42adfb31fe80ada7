import type { NotificationType } from '../domain/notifications';
import { insertRow } from './db/queries';
import type { Executor } from './db/repository';
import { notificationsResource } from '../domain/notifications';
import { codecOf } from './db/repository';

/**
 * A visitor's message, booking or testimonial tells staff through the bell: call it in the same transaction
 * as the write it announces, so neither is stored without the other.
 */
export async function notifyStaff(
  trx: Executor,
  type: NotificationType,
  text: string,
  recordId: number | null = null,
): Promise<void> {
  await insertRow(
    trx,
    codecOf(notificationsResource),
    notificationsResource.schema.parse({ type, text: text.slice(0, 500), record_id: recordId }),
  );
}
