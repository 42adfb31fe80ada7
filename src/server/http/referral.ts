import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_CODE } from '../../domain/partners';

/** The partner's code a visitor arrived with (`?ref=casa-colonial` on any public page), kept for 30 days. */
export const REFERRAL_COOKIE = 'ep_ref';
const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/**
 * Remembers `?ref=` of a public page in a cookie the public booking POST reads: the visitor may browse other
 * pages (whose links carry no `ref`) before booking. A code of the wrong shape is ignored; an unknown one is
 * kept, and tags nothing when the booking finds no active partner with it.
 */
export function rememberReferral(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (typeof ref === 'string') remember(ref.trim().toLowerCase(), reply);
  done();
}

function remember(code: string, reply: FastifyReply) {
  if (!REFERRAL_CODE.test(code)) return;
  reply.setCookie(REFERRAL_COOKIE, code, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: THIRTY_DAYS_SECONDS,
  });
}

/** The referral code the visitor's browser carries, if any. */
export const referralOf = (request: FastifyRequest): string | undefined => request.cookies?.[REFERRAL_COOKIE];
