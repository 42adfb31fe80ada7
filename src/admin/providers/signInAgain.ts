import { HttpError } from 'react-admin';
import { readSession } from './session';

/**
 * An expired session asks to sign in again in place (issue 23): a call answered 401 while someone is signed
 * in waits for the sign-in dialog (layout/SignInAgainDialog.tsx) and is sent again once she has signed in, so
 * a save keeps what was typed. Every call that meets the 401 meanwhile waits for the same sign-in.
 */
interface Asking {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason?: unknown) => void;
}

let asking: Asking | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribeSignInAgain(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isAskingToSignIn = () => asking !== undefined;

function ask(): Promise<void> {
  if (!asking) {
    let resolve!: () => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    asking = { promise, resolve, reject };
    changed();
  }
  return asking.promise;
}

function settle(outcome: 'resolve' | 'reject', reason?: unknown) {
  const settling = asking;
  asking = undefined;
  if (outcome === 'resolve') settling?.resolve();
  else settling?.reject(reason);
  changed();
}

/** The dialog's sign-in succeeded: the waiting calls are sent again. */
export const signedInAgain = () => settle('resolve');

/** She chose to leave instead: the waiting calls fail with their 401. */
export const gaveUpSigningIn = () => settle('reject');

/** The code of a call dropped because someone else signed in: it is not sent under another person's name. */
export const OTHER_USER = 'other_user';

/**
 * Someone else signed in (issue 43): the waiting calls fail, not with their 401 (which would leave for login) but
 * as not saved, so each form says its save failed and keeps what was typed.
 */
export const signedInAsSomeoneElse = () =>
  settle('reject', new HttpError('Not saved: another user signed in', 403, { code: OTHER_USER }));

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/** Runs `call`; a 401 while signed in waits for the sign-in and runs it again, else fails as it came. */
export async function withSignInAgain<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUnauthorized(error) || !readSession()) throw error;
    try {
      await ask();
    } catch (dropped) {
      throw dropped ?? error;
    }
    return withSignInAgain(call);
  }
}
