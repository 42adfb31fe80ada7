/**
 * The stable machine words of the API's error answers `{error, code, fields?}`: the client decides by `code`,
 * never by the message, which is worded for people and may change. A new case adds its word here.
 */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  'storage_full',
  'visitor_hold',
  'internal',
  'bad_request',
  'has_reservations',
  'slug_taken',
  'over_capacity',
  'in_use',
  'mail_not_configured',
  'mail_failed',
  'plan_not_found',
  'refund_too_large',
  // Issue 41: a booking cancelled already (a second cancel at once must not refund twice).
  'already_cancelled',
  // A partner's statement already marked settled for that period.
  'already_settled',
  // Issue 41: a promo code that does not apply (the reason beside it); a gift voucher that cannot pay that much.
  'promo_refused',
  'voucher_refused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error answer's code, or undefined when the value is not an error body of this API. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : undefined;
}
