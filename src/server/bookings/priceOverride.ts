import { canAccess } from '../../domain/access';
import type { Json } from '../db/repository';
import { staffRoleOf, type BookingActor } from './guestActor';
import { forbidden } from '../http/errors';

/** How each price field is compared with the stored one. */
const SAME: Record<string, (a: unknown, b: unknown) => boolean> = {
  price_override: (a, b) => Boolean(a) === Boolean(b),
  price_total: (a, b) => Number(a) === Number(b),
  price_reason: (a, b) => String(a) === String(b),
};

/**
 * A booking's own price is the owner's alone, whatever she grants the secretary (DECISIONS "SHELL-16 with a
 * grant"): anyone else may take and edit bookings at the tour's quote, and may echo back an owner's price as it
 * is stored (an edit form sends the whole record), but not set, change or take it back.
 */
export function refuseOwnPrice(staff: BookingActor, asked: Json, existing?: Json): void {
  if (canAccess(staffRoleOf(staff), { resource: 'price-override', action: 'edit' })) return;
  const wants = asked.price_override === true;
  if (!existing) {
    if (wants) throw forbidden('ep.team.priceOwner');
    return;
  }
  if (!existing.price_override) {
    if (wants) throw forbidden('ep.team.priceOwner');
    return;
  }
  const changed = Object.entries(SAME).some(
    ([field, same]) => asked[field] !== undefined && !same(asked[field], existing[field]),
  );
  if (changed) throw forbidden('ep.team.priceOwner');
}
