import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, coded } from '../http/errors';
import { staffOf } from '../auth/access';
import type { ServerDeps } from '../deps';
import { recordUpload } from './recordUpload';
import { storeImage } from './storeImage';

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,([a-z0-9+/=\s]*)$/i;

/**
 * DECISIONS ATTR-10: an image sent embedded in a record (`data:` URL) is stored as an upload (its bytes checked,
 * re-encoded, added to the media records) and the record keeps the `/media/` URL instead, so no image bytes
 * live in the database and the CSP's img-src stays as it is. A preValidation hook of the area's writes, so the
 * record's own schema (which Fastify validates the body with next) sees an ordinary site path.
 */
export function storeEmbeddedImages({ db, mediaDir }: ServerDeps, routePath: string, fields: readonly string[]) {
  const writes = new Set(['POST', 'PUT', 'PATCH']);
  const isRecordWrite = (request: FastifyRequest) =>
    writes.has(request.method) &&
    (request.routeOptions.url === routePath || request.routeOptions.url === `${routePath}/:id`);
  return (scope: FastifyInstance) => {
    scope.addHook('preValidation', async (request) => {
      if (!isRecordWrite(request) || !request.body || typeof request.body !== 'object') return;
      const body = request.body as Record<string, unknown>;
      for (const field of fields) {
        const value = body[field];
        if (typeof value !== 'string' || !value.trim().toLowerCase().startsWith('data:')) continue;
        const match = DATA_URL.exec(value.trim());
        if (!match)
          throw coded(400, 'validation', 'ep.media.notAnImage', { fields: { [field]: 'ep.media.notAnImage' } });
        try {
          const stored = await storeImage(mediaDir, Buffer.from(match[3], 'base64'));
          const record = await recordUpload(
            db,
            staffOf(request),
            `${field}.${stored.url.split('.').pop()}`,
            stored,
            false,
          );
          body[field] = record.url;
        } catch (error) {
          // The refusal names the record's field, not the upload's `file`.
          if (error instanceof ApiError && error.status < 500)
            throw coded(error.status, error.code ?? 'validation', error.message, {
              fields: { [field]: error.message },
            });
          throw error;
        }
      }
    });
  };
}
