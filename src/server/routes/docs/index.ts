import type { FastifyInstance } from 'fastify';
import { answerTyped, API_REFERENCE_PATH } from '../../http/apiReference';

/** The generated API reference, for staff (docs/API.md says where it is and what it covers). */
export default async function docsArea(scope: FastifyInstance) {
  scope.get(
    API_REFERENCE_PATH,
    {
      config: {
        access: 'session',
        docs: {
          summary: 'This API reference (OpenAPI 3.1)',
          answer: answerTyped('OpenAPI 3.1 document', 'spec.openapis.org'),
        },
      },
    },
    async function apiReference() {
      return scope.swagger();
    },
  );
}
