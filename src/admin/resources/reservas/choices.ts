import { PAYMENT_METHODS } from '../../../domain/payments';
import { BOOKING_SOURCES, GUEST_LANGUAGES, PICKUP_KINDS, BOOKING_STATES } from '../../../domain/bookings';

/** Select choices named by catalog keys (react-admin translates them); the stored value stays the enum's. */
const keyed = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `ep.bookings.${group}.${id}` }));

export const languageChoices = keyed(GUEST_LANGUAGES, 'languages');
export const pickupChoices = keyed(PICKUP_KINDS, 'pickupKinds');
export const sourceChoices = keyed(BOOKING_SOURCES, 'sources');
export const methodChoices = keyed(PAYMENT_METHODS, 'methods');
/** The spec's estado words, as the tabs and the pill show them. */
export const stateChoices = BOOKING_STATES.map((estado) => ({
  id: estado,
  name: `ep.reservations.states.${estado}`,
}));
