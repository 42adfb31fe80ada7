import { useNotify } from 'react-admin';
import { CONFLICT_MESSAGE, failureCode, fieldErrorsOf } from './failure';

/** What a screen says for a failure: a message (or i18n key), one chosen from the error, or nothing. */
export type FailureMessage = string | undefined | ((error: unknown) => string | undefined);

export interface SaveFailureOptions {
  /** A screen's message for any other failure (undefined: none); react-admin's generic one when left out. */
  otherwise?: FailureMessage;
  /** A screen's own reaction to a code ('network', 'slug_taken', …), before the shared rule. */
  byCode?: Partial<Record<string, FailureMessage>>;
}

type Notify = ReturnType<typeof useNotify>;

const say = (message: FailureMessage, error: unknown) => (typeof message === 'function' ? message(error) : message);

/**
 * The one rule for a failed save: a screen's own reaction to the code if it has one; a conflict (409:
 * someone saved first) says so and stays until closed, the pessimistic form keeping what was typed; field
 * errors are left to the fields; anything else says the screen's message. Answers the field errors, for a
 * Form's onSubmit to return.
 */
export function reactToFailure(notify: Notify, error: unknown, options: SaveFailureOptions = {}) {
  // `otherwise: undefined` is a screen's silence (PAGE-08), not a missing option.
  const otherwise = 'otherwise' in options ? options.otherwise : 'ra.notification.http_error';
  const { byCode = {} } = options;
  const code = failureCode(error);
  const fields = fieldErrorsOf(error);
  const tell = (message: FailureMessage) => {
    const text = say(message, error);
    if (text) notify(text, { type: 'error' });
  };
  if (code !== undefined && code in byCode) tell(byCode[code]);
  else if (code === 'conflict') notify(CONFLICT_MESSAGE, { type: 'error', autoHideDuration: null });
  else if (!fields) tell(otherwise);
  return fields;
}

/** The onError of every Create/Edit and of forms that save by hand. */
export function useSaveFailure(options: SaveFailureOptions = {}) {
  const notify = useNotify();
  return (error: unknown) => reactToFailure(notify, error, options);
}
