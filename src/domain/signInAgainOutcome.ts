import type { Role } from './roles';

/**
 * What becomes of the calls waiting on an expired session once someone signs in from the dialog (issue 43). Only
 * the same user's sign-in sends them again: another user's would save the first user's work under her name, and
 * another role's opens another area. Those are dropped, and the dialog says so before she signs in.
 */
export type SignInAgainOutcome = 'resend' | 'drop' | 'dropAndLeave';

export function signInAgainOutcome(
  waiting: { username: string; role: Role },
  signedIn: { username: string; role: Role },
): SignInAgainOutcome {
  if (signedIn.role !== waiting.role) return 'dropAndLeave';
  return signedIn.username === waiting.username ? 'resend' : 'drop';
}
