import type { Staff } from '../auth/sessions';

/** Who the audit names for a guest's own change from their booking page: no session, no staff role. */
export const GUEST_ACTOR = { username: 'guest', role: 'guest' } as const;

/** Who writes a booking: a signed-in staff member, or the guest from their page (the cancellation only). */
export type BookingActor = Staff | typeof GUEST_ACTOR;

/** The role access rules know, none for the guest (who is granted nothing). */
export const staffRoleOf = (actor: BookingActor) => (actor.role === 'guest' ? undefined : actor.role);
