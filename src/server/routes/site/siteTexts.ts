import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SITE_TEXT_DEFAULTS } from '../../../domain/siteTextDefaults';
import { isTextLanguage, textsFor, textsSaveSchema, type TextLanguage } from '../../../domain/siteTexts';
import { recordAudit } from '../../db/audit';
import { nowIso, type Executor } from '../../db/repository';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { staffOf } from '../../crud/crudRoutes';

const rowName = (lang: TextLanguage) => `site-texts:${lang}`;

async function savedTexts(db: Executor, lang: TextLanguage): Promise<Record<string, string>> {
  const row = await db.selectFrom('singletons').select('data').where('name', '=', rowName(lang)).executeTakeFirst();
  return row ? (JSON.parse(row.data) as Record<string, string>) : {};
}

/**
 * SET-12..16, API-24, API-25: the public site's editable texts per language (home, services, why choose),
 * one row of the singletons table per language. GET answers every key, saved or default; PUT saves the keys
 * it carries and leaves the others as they were.
 */
export function siteTextsRoutes(app: FastifyInstance, db: Kysely<Database>) {
  const textsAnswer = z.record(z.string(), z.string()).describe('Every key of the language, saved or default');
  const readDocs = {
    summary: 'The site texts of one language',
    querystring: z.object({ lang: z.enum(['en', 'es', 'fr']).optional() }),
    // The handler answers unknown parameters with its own message.
    validate: false,
    answer: textsAnswer,
  } as const;
  app.get('/api/home-texts', { config: { access: 'public', docs: readDocs } }, async function readSiteTexts(request) {
    const { lang = 'en', ...rest } = request.query as Record<string, string | undefined>;
    if (Object.keys(rest).length > 0) throw badRequest(`Unknown parameter: ${Object.keys(rest).join(', ')}`);
    if (!isTextLanguage(lang)) throw badRequest('lang must be en, es or fr', { lang: 'lang must be en, es or fr' });
    return textsFor(lang, await savedTexts(db, lang), SITE_TEXT_DEFAULTS);
  });

  app.put(
    '/api/home-texts',
    {
      config: {
        access: { resource: 'settings', action: 'edit' },
        docs: { summary: 'Save texts of one language', body: textsSaveSchema, answer: textsAnswer },
      },
    },
    async function saveSiteTexts(request) {
      // Parsed by Fastify with the documented schema (http/routeValidation.ts).
      const { lang, texts } = request.body as z.infer<typeof textsSaveSchema>;
      const staff = staffOf(request);
      return db.transaction().execute(async (trx) => {
        const before = await savedTexts(trx, lang);
        const after = { ...before, ...Object.fromEntries(texts.map(({ key, value }) => [key, value])) };
        const now = nowIso();
        await trx
          .insertInto('singletons')
          .values({ name: rowName(lang), data: JSON.stringify(after), created_at: now, updated_at: now })
          .onConflict((conflict) =>
            conflict.column('name').doUpdateSet((eb) => ({
              data: JSON.stringify(after),
              updated_at: now,
              version: eb('singletons.version', '+', 1),
            })),
          )
          .execute();
        await recordAudit(trx, {
          staff,
          resource: 'home-texts',
          recordId: null,
          action: 'update',
          before: { lang, ...before },
          after: { lang, ...after },
        });
        return textsFor(lang, after, SITE_TEXT_DEFAULTS);
      });
    },
  );
}
