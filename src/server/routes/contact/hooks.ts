import { z } from 'zod';
import {
  appendReplies,
  contactFormSchema,
  contactResource,
  contactSchema,
  keepsRead,
  type ChatEntry,
} from '../../../domain/contact';
import { insertRow } from '../../db/queries';
import { codecOf, nowIso } from '../../db/repository';
import { badRequest, coded } from '../../http/errors';
import { isSending, lockedMessage } from './replyThread';
import { publicWrite } from '../../http/publicWrite';
import { notifyStaff } from '../../notify';
import { defineHooks } from '../../crud/resource';

/**
 * A visitor's message arrives by the public POST with a `mensaje` notification in the same transaction.
 * Staff saves keep reads (CONTACT-10) and only add to the thread, signed and dated by the server (CONTACT-11).
 */
export default defineHooks(contactResource, ({ db }) => ({
  beforeUpdate(data, existing, { staff }) {
    const changes = { ...data };
    if (data.chat !== undefined) {
      const chat = appendReplies(existing.chat, data.chat, staff.username, nowIso());
      if (!chat) throw badRequest('ep.contact.chatRewrite', { chat: 'ep.contact.chatRewrite' });
      changes.chat = chat;
    }
    if (data.leido !== undefined || data.chat !== undefined) {
      // A reply is written with the message open: it has been read.
      changes.leido = keepsRead(existing.leido, data.chat !== undefined ? true : data.leido);
    }
    return changes;
  },
  async beforeDelete(existing, { trx }) {
    // Read again under the row's lock: a reply claimed since `existing` was read is seen, and one claimed after
    // waits and then finds the message gone (404, nothing sent). The email would otherwise leave with its
    // thread gone: every reply that leaves is kept on the thread.
    const locked = await lockedMessage(trx, Number(existing.id));
    if (isSending(locked.chat as ChatEntry[])) throw coded(409, 'conflict', 'ep.contactSending.deleteWhileSending');
  },
  routes(app) {
    app.post(
      contactResource.api,
      {
        config: {
          ...publicWrite(),
          docs: {
            summary: 'A visitor writes',
            body: contactFormSchema,
            status: 201,
            answer: z.object({ id: z.number().int() }),
          },
        },
      },
      async function receiveContactMessage(request, reply) {
        // Parsed by Fastify with the documented schema (http/routeValidation.ts).
        const form = request.body as z.infer<typeof contactFormSchema>;
        const message = contactSchema.parse({ ...form, fecha: nowIso(), leido: false, chat: [] });
        const created = await db.transaction().execute(async (trx) => {
          const record = await insertRow(trx, codecOf(contactResource), message);
          const about = message.asunto || message.mensaje;
          await notifyStaff(trx, 'mensaje', `Nuevo mensaje de ${message.nombre}: ${about.slice(0, 120)}`);
          return record;
        });
        return reply.code(201).send({ id: created.id });
      },
    );
  },
}));
