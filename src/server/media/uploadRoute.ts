import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../domain/media';
import { badRequest, coded } from '../http/errors';
import { staffOf } from '../auth/access';
import type { ServerDeps } from '../deps';
import { recordUpload } from './recordUpload';
import { storeImage } from './storeImage';

const NO_FILE_MESSAGE = 'Send the image as multipart form data in the field "file"';

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
const tooLarge = () => coded(413, 'too_large', 'ep.media.tooLarge', { fields: { file: 'ep.media.tooLarge' } });

/** The multipart field `library` (sent before the file) says the Media screen put it in the library on purpose. */
const fromLibrary = (fields: Record<string, unknown>) => {
  const field = fields.library as { value?: unknown } | undefined;
  return field?.value === 'true';
};

/**
 * API-19 / DECISIONS MEDIA-02: POST /api/upload-image takes multipart `file`, keeps it only if its bytes are
 * an image, and answers {url} plus the id of the media record it adds to the library.
 */
const uploadDocs = {
  summary: 'Upload an image (multipart `file`; `library=true` adds it to the media library)',
  bodyType: 'multipart/form-data',
  body: z.object({ file: z.string().describe('The image file'), library: z.enum(['true', 'false']).optional() }),
  status: 201,
  answer: z.object({ url: z.string(), id: z.number().int() }),
};

export function uploadRoute({ db, mediaDir }: ServerDeps) {
  return async (scope: FastifyInstance) => {
    // The JSON body limit of the app is 1 MB; the multipart limit is this route's own.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.post(
      '/api/upload-image',
      { config: { access: { resource: 'uploads', action: 'create' }, docs: uploadDocs } },
      async function uploadImage(request, reply) {
        if (!request.isMultipart()) throw badRequest(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE });
        let bytes: Buffer;
        let sentName: string;
        let library: boolean;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE });
          sentName = part.filename;
          library = fromLibrary(part.fields);
          bytes = await part.toBuffer();
          // toBuffer() only notices the limit on a chunk after it was hit; the last chunk can slip through.
          if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
        } catch (error) {
          if (isTooLarge(error)) throw tooLarge();
          throw error;
        }
        const stored = await storeImage(mediaDir, bytes);
        const record = await recordUpload(db, staffOf(request), sentName, stored, library);
        return reply.code(201).send({ url: record.url, id: record.id });
      },
    );
  };
}
