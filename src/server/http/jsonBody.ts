import type { FastifyReply } from 'fastify';

/** Sends JSON already turned into bytes (a kept answer) as it is, without Fastify serializing it again. */
export const sendJsonBody = (reply: FastifyReply, body: Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);
