import type { FastifyReply } from 'fastify';

/**
 * A refusal whose answer carries more than `{error, fields}` (the places left of `over_capacity`). Thrown
 * inside the write's transaction so nothing is stored, answered by the route that caught it.
 */
export class BookingRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; code: string } & Record<string, unknown>,
  ) {
    super(body.error);
  }
}

/** Runs a write and answers its refusal as it says; every other error goes on to the error handler. */
export async function answeringRefusals<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BookingRefusal) return reply.code(error.status).send(error.body);
    throw error;
  }
}
