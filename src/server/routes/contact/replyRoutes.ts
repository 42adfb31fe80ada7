import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatEntrySchema, contactResource, type ChatEntry } from '../../../domain/contact';
import { replySubject } from '../../../domain/contactReply';
import { headerSettings } from '../../../domain/headerSettings';
import { withArgs } from '../../../domain/messageArgs';
import { parseId, recordAnswerOf, staffOf } from '../../crud/crudRoutes';
import { read } from '../../crud/singletonRoutes';
import { findRow } from '../../db/queries';
import { codecOf, nowIso } from '../../db/repository';
import { coded, notFound } from '../../http/errors';
import { claimReplyLine, settleReplyLine } from './replyThread';

const codec = codecOf(contactResource);

/** A reply to the visitor: its text only; who sends it, to whom and when, the server knows. */
export const guestReplySchema = z.strictObject({ text: chatEntrySchema.shape.text });

/** What the SMTP server said, short enough to keep on the thread line. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);

/**
 * Replies that reach the visitor: emailed through SMTP_URL, and kept on the message's thread as sent or as
 * failed with the server's reason, so staff see what the guest got. Without SMTP_URL the app offers mailto,
 * tel and WhatsApp links instead (it asks `/delivery` which).
 */
export function guestReplyRoutes(scope: FastifyInstance) {
  const { db, mailer } = scope.deps;
  const name = contactResource.name;

  scope.get(
    `${contactResource.api}/delivery`,
    {
      config: {
        access: { resource: name },
        docs: {
          summary: 'Whether replies are emailed to visitors (contact)',
          answer: z.object({ email: z.boolean() }),
        },
      },
    },
    async function replyDelivery() {
      return { email: mailer !== undefined };
    },
  );

  scope.post(
    `${contactResource.api}/:id/reply`,
    {
      config: {
        access: { resource: name, action: 'edit' },
        docs: {
          summary: 'Email a reply to the visitor (contact)',
          body: guestReplySchema,
          answer: z.lazy(() => recordAnswerOf(contactResource)),
        },
      },
    },
    async function replyToGuest(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      // Parsed by Fastify with the documented schema (http/routeValidation.ts).
      const { text } = request.body as z.infer<typeof guestReplySchema>;
      if (!mailer) throw coded(409, 'mail_not_configured', 'ep.contact.mailNotConfigured');
      const message = await findRow(db, codec, id);
      if (!message) throw notFound();
      const to = String(message.email);
      const from = mailer.from ?? String((await read(db, headerSettings)).data.contactEmail);
      const subject = replySubject({ asunto: String(message.asunto), mensaje: String(message.mensaje) });
      const line: ChatEntry = { from: staff.username, text, date: nowIso(), kind: 'email', to };
      // The line is on the thread before the email leaves (a deleted message answers 404 and sends nothing), and
      // no transaction is held open while a slow SMTP server answers; the line then says sent or failed.
      const { index } = await claimReplyLine(db, staff, id, line);
      const failure = await mailer.send({ from, to, subject, text }).then(() => undefined, reasonOf);
      const updated = await settleReplyLine(db, staff, id, index, failure);
      // The failure is on the thread too; the answer carries the message as now stored.
      if (failure)
        throw coded(502, 'mail_failed', withArgs('ep.contact.mailFailed', { to, reason: failure }), {
          details: { record: updated },
        });
      return updated;
    },
  );
}
