import type { ErrorCode } from '../../domain/errorCodes';

/** An error that becomes the JSON answer `{error, code, fields?}` plus its details, with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The stable machine word the client decides by (src/domain/errorCodes.ts). */
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside the message, e.g. the places that still use a file. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** An ApiError with its fields and details named: for answers that carry details. */
export const coded = (
  status: number,
  code: ErrorCode,
  message: string,
  { fields, details }: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
) => new ApiError(status, code, message, fields, details);

export const notFound = () => new ApiError(404, 'not_found', 'Not found');
/** Worded for the person whose save was refused; the app shows it as is. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see their changes.';
export const conflict = () => new ApiError(409, 'conflict', CONFLICT_MESSAGE);
/** A request the rules refuse: the message for the person, under the fields it names when it names them. */
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'validation', message, fields);
export const unauthorized = (message = 'Not signed in') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'forbidden', message);
export const tooLarge = (message: string, fields?: Record<string, string>) =>
  new ApiError(413, 'too_large', message, fields);
export const rateLimited = (message: string) => new ApiError(429, 'rate_limited', message);
