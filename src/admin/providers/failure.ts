import { HttpError } from 'react-admin';

/**
 * The one client-side reading of a failed call. Every error answer is `{error, code, fields?}`: httpClient
 * turns it into react-admin's HttpError(message, status, {errors: fields, code}), so react-admin shows the
 * fields' messages under the fields, and screens decide by `code`, never by the words of the message.
 */
export interface FailureBody {
  /** The server's stable machine word: 'conflict', 'validation', 'has_reservations', 'slug_taken', … */
  code?: string;
  /** Field → message, shown under each field by react-admin's forms. */
  errors?: Record<string, string>;
}

/** The code of a call that never reached the server (status 0). */
export const NETWORK = 'network';

/** The message of a refused save that someone else's save beat (409); stays until closed. */
export const CONFLICT_MESSAGE = 'ep.form.conflict';

/** An answer `{error, code, fields}` (or none at all) as react-admin's HttpError. */
export function failureOf(status: number, answer: unknown, fallback: string): HttpError {
  const body = (answer && typeof answer === 'object' ? answer : {}) as {
    error?: string;
    message?: string;
    code?: string;
    fields?: Record<string, string>;
  };
  // The whole answer stays readable (details such as the places that use a file), fields as react-admin wants them.
  const failure: FailureBody = { ...body, code: body.code, errors: body.fields };
  return new HttpError(body.error ?? body.message ?? fallback, status, failure);
}

export const networkFailure = () => new HttpError('Error de conexión', 0, { code: NETWORK } satisfies FailureBody);

const bodyOf = (error: unknown): FailureBody & { status?: number } => {
  const failed = (error ?? {}) as { status?: number; body?: FailureBody | null };
  return { ...failed.body, status: failed.status };
};

/** Codes an answer without one gets from its status alone (a proxy's page, an older server). */
const CODE_OF_STATUS: Record<number, string> = {
  0: NETWORK,
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'rate_limited',
};

/** What went wrong, as a machine word: the server's code, else one read from the status. */
export function failureCode(error: unknown): string | undefined {
  const { code, status } = bodyOf(error);
  return code ?? (status === undefined ? undefined : CODE_OF_STATUS[status]);
}

/** The server's field errors of a failed call, when it named any (what react-admin's Form shows under them). */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const { errors } = bodyOf(error);
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}
