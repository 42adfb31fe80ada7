import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { partnersResource } from '../../../domain/partners';
import { emailBody, settleBody, statementMessage, statementQuery } from '../../../domain/partnerStatement';
import { headerSettings } from '../../../domain/headerSettings';
import { withArgs } from '../../../domain/messageArgs';
import { crudRoutes } from '../../crud/crudRoutes';
import { parseId, staffOf } from '../../crud/crudRoutes';
import { read } from '../../crud/singletonRoutes';
import { answerTyped } from '../../http/apiReference';
import { badRequest, coded } from '../../http/errors';
import { spanish } from '../../http/words';
import { loadStatement, settleStatement } from './statement';

const statementAnswer = answerTyped('PartnerStatement', 'src/domain/partnerStatement.ts');
const access = (action: string) => ({ resource: 'partner-statements', action });
const partnerId = (request: { params: unknown }) => parseId((request.params as { id: string }).id);
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);

/**
 * The partners who send guests (issue 41): their records (the declared CRUD) and each one's statement of a
 * period, marked settled once, and emailed to the partner through SMTP_URL (the screen offers WhatsApp itself).
 */
export default async function partnersArea(scope: FastifyInstance) {
  const { db, mailer } = scope.deps;
  crudRoutes(scope, partnersResource);

  scope.get(
    '/api/partners/:id/statement',
    {
      config: {
        access: access('list'),
        docs: {
          summary: "A partner's statement: its bookings of a period, gross, commission and who owes whom",
          querystring: statementQuery,
          validate: false,
          answer: statementAnswer,
        },
      },
    },
    async function partnerStatement(request) {
      const { from, to } = statementQuery.parse(request.query);
      return loadStatement(db, partnerId(request), from, to);
    },
  );

  scope.post(
    '/api/partners/:id/statement/settle',
    {
      config: {
        access: access('create'),
        docs: {
          summary: "Mark a partner's statement of a period settled (once)",
          body: settleBody,
          validate: false,
          answer: statementAnswer,
        },
      },
    },
    async function settlePartnerStatement(request) {
      const period = settleBody.parse(request.body ?? {});
      return settleStatement(db, staffOf(request), partnerId(request), period);
    },
  );

  scope.post(
    '/api/partners/:id/statement/email',
    {
      config: {
        access: access('create'),
        docs: {
          summary: "Email a partner's statement of a period to the partner",
          body: emailBody,
          validate: false,
          answer: z.object({ to: z.string() }),
        },
      },
    },
    async function emailPartnerStatement(request) {
      const { from, to } = emailBody.parse(request.body ?? {});
      if (!mailer) throw coded(409, 'mail_not_configured', 'ep.contact.mailNotConfigured');
      const statement = await loadStatement(db, partnerId(request), from, to);
      const address = statement.partner.email;
      if (!address) throw badRequest('ep.partners.noEmail');
      const header = (await read(db, headerSettings)).data;
      const sender = mailer.from ?? String(header.contactEmail);
      const failure = await mailer
        .send({
          from: sender,
          to: { name: statement.partner.name, address },
          subject: spanish('ep.partners.message.subject', { name: statement.partner.name, from, to }),
          text: statementMessage(spanish, statement, String(header.siteName)),
        })
        .then(() => undefined, reasonOf);
      if (failure) throw coded(502, 'mail_failed', withArgs('ep.contact.mailFailed', { to: address, reason: failure }));
      return { to: address };
    },
  );
}
