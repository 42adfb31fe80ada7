import type { GuestMessageKind } from '../../domain/guestJourney';
import type { Json } from '../db/repository';

/** What the guest is told about: the day, the party and where or when they are picked up. */
const TOLD = ['fecha', 'tour_id', 'adults', 'children', 'pickup_place', 'pickup_time'] as const;

/**
 * The message a staff edit sends the guest: a cancellation when the booking becomes cancelled, an update when
 * something the guest relies on changed, none for staff's own fields (notes, driver, source).
 */
export function changeMessageOf(before: Json, after: Json): GuestMessageKind | undefined {
  if (after.estado === 'cancelada') return before.estado === 'cancelada' ? undefined : 'cancellation';
  return TOLD.some((field) => before[field] !== after[field]) ? 'update' : undefined;
}
