import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseState } from '../../db/answerCache';
import type { Executor } from '../../db/repository';

export type PageEncoding = 'br' | 'gzip';

/** A page as it leaves: its HTML encoded once, its headers with the ETag, and each compression made once asked. */
export interface PageAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

/** As @fastify/compress (index.ts): smaller bodies leave as they are, where compressing saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** @fastify/compress's own quality plus one: a kept page is compressed once, then sent many times. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
};
const MINUTE = 60_000;

/**
 * The ETag names the HTML, not its encoding: weak, so a browser holding the brotli bytes revalidates the same page
 * as one holding the gzip bytes (RFC 9110, 8.8.1).
 */
export function pageAnswer(html: string, headers: Record<string, string>, status = 200): PageAnswer {
  const body = Buffer.from(html);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, body, encoded: {}, headers: { ...headers, etag, vary: 'accept-encoding' } };
}

const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * The encoding an Accept-Encoding header asks for: brotli before gzip at equal weight, none when neither is taken;
 * negotiated as @fastify/compress negotiates the answers it compresses itself.
 */
export const acceptedEncoding = (header: string | undefined): PageEncoding | undefined =>
  (header && negotiate(header, ENCODINGS)) || undefined;

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));

/**
 * Sends a page: 304 when the browser holds these bytes already, else the encoding it accepts, compressed here so a
 * kept page is compressed once (@fastify/compress leaves an answer with its Content-Encoding set alone).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): FastifyReply {
  reply.headers(answer.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (answer.status === 200 && ifNoneMatch && matches(ifNoneMatch, answer.headers.etag)) return reply.code(304).send();
  reply.code(answer.status);
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  const encoded = (answer.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(answer.body, BROTLI) : gzipSync(answer.body));
  return reply.header('content-encoding', encoding).send(encoded);
}

/** Pages kept as they leave, by URL; `now` is the state to find or keep one under, taken before it is built. */
export interface KeptPages {
  now(): string;
  find(url: string, state: string): PageAnswer | undefined;
  keep(url: string, state: string, answer: PageAnswer): void;
}

/**
 * The site's pages, kept as bytes by URL while the database is as it was when they were built: no row written by
 * this server, no commit by another connection, no failed batch, no change of the schema (answerCache.ts), and
 * within the same minute, so what a page shows by the clock (today's date, a paid placement's end) moves on. A
 * kept page is then one read of the database's state and its bytes sent (issue 44). Undefined where nothing is
 * kept: PostgreSQL, whose other instances write unseen, and a limit of 0 (LIST_CACHE=off).
 */
export function keptPages(db: Executor, limit: number): KeptPages | undefined {
  const stateNow = limit === 0 ? undefined : databaseState(db);
  if (!stateNow) return undefined;
  const pages = new Map<string, { state: string; answer: PageAnswer }>();
  return {
    now: () => {
      const { outside, rows } = stateNow();
      return `${Math.floor(Date.now() / MINUTE)}:${outside}:${rows}`;
    },
    find: (url, state) => {
      const kept = pages.get(url);
      return kept?.state === state ? kept.answer : undefined;
    },
    keep: (url, state, answer) => {
      // The oldest page makes room; every page of every language fits, so only odd URLs (queries) churn.
      pages.delete(url);
      if (pages.size >= limit) pages.delete(pages.keys().next().value!);
      pages.set(url, { state, answer });
    },
  };
}
