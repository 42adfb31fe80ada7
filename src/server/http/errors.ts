/** An error that becomes a JSON answer `{error, fields}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, 'Not found');
/** Worded for the person whose save was refused; the app shows it as is. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see their changes.';
export const conflict = () =>
  new ApiError(409, CONFLICT_MESSAGE);
export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, message, fields);
