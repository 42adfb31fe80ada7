/** An error that becomes a JSON answer `{error, code?, fields?}` plus its details, with its status. */
export class ApiError extends Error {
  /** A stable machine word the client decides by (DECISIONS: error protocol); set by coded(). */
  code?: string;
  /** More of the answer beside the message, e.g. the places that still use a file. */
  details?: Record<string, unknown>;
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** An ApiError carrying its machine code and any details of the answer. */
export const coded = (status: number, code: string, message: string, { fields, details }: { fields?: Record<string, string>; details?: Record<string, unknown> } = {}) =>
  Object.assign(new ApiError(status, message, fields), { code, details });

export const notFound = () => new ApiError(404, 'Not found');
/** Worded for the person whose save was refused; the app shows it as is. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see their changes.';
export const conflict = () =>
  new ApiError(409, CONFLICT_MESSAGE);
export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, message, fields);
