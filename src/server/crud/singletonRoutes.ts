import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lazy } from '../../domain/lazy';
import type { SingletonDeclaration } from '../../domain/singleton';
import { recordAudit } from '../db/audit';
import { nowIso, type Executor } from '../db/repository';
import { badRequest, conflict, notFound } from '../http/errors';
import { sanitizeRichHtml } from '../http/sanitize';
import { parseId, staffOf } from './crudRoutes';

// 0 is what an object never saved answers, so a first save echoing it is accepted.
const versionInput = { version: z.number().int().min(0).optional() };

/** The stored object, or the schema's defaults before the first save; also what the public site's pages render. */
export async function read(db: Executor, singleton: SingletonDeclaration) {
  const row = await db
    .selectFrom('singletons')
    .select(['id', 'data', 'version'])
    .where('name', '=', singleton.name)
    .executeTakeFirst();
  // Until the first save the answer is the schema's defaults, so the screen and the public site always get every field.
  const data = singleton.schema.parse(row ? JSON.parse(row.data) : {}) as Record<string, unknown>;
  return { data, version: row?.version ?? 0, id: row?.id };
}

/** A declaration's legacy id, once saved, leads its answer (FOOT-07: the client then saves with PUT {api}/{id}). */
const answerOf = (
  singleton: SingletonDeclaration,
  stored: Record<string, unknown>,
  version: number,
  id: number | undefined,
) => {
  const data = singleton.wire ? singleton.wire.answer(stored) : stored;
  return singleton.byId && id !== undefined ? { id, ...data, version } : { ...data, version };
};

/** Sanitizes the declared HTML fields, then checks the result again: a text of nothing but a script is empty. */
function cleaned(singleton: SingletonDeclaration, data: Record<string, unknown>) {
  if (!singleton.richHtml?.length) return data;
  const sanitized = { ...data };
  for (const field of singleton.richHtml) sanitized[field] = sanitizeRichHtml(String(data[field] ?? ''));
  return singleton.schema.parse(sanitized) as Record<string, unknown>;
}

const BODY_MESSAGE = 'Send the fields to save as a JSON object';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET and the declared write method for one singleton of src/domain/resources.ts, in the calling area's scope.
 * A write carries the fields it changes; an older `version` than stored answers 409, like every record.
 */
export function singletonRoutes(scope: FastifyInstance, singleton: SingletonDeclaration) {
  const { db, served } = scope.deps;
  served.add(singleton.name);
  const access = { resource: singleton.name };
  // Built on first use: the reference asks for it, a request never does.
  const answer = z.lazy(() =>
    singleton.wire
      ? z.record(z.string(), z.unknown())
      : singleton.schema.extend({ version: z.number().int(), ...(singleton.byId ? { id: z.number().int() } : {}) }),
  );
  scope.get(
    singleton.api,
    {
      config: {
        access: singleton.access.read === 'public' ? 'public' : access,
        docs: { summary: `Read (${singleton.name})`, answer },
      },
    },
    async function readSingleton() {
      const { data, version, id } = await read(db, singleton);
      return answerOf(singleton, data, version, id);
    },
  );

  // A legacy client echoes the id it read; the address says which object is meant, so the echo is dropped.
  // Built on the first save or read of the reference, not at start (issue 44's cold start).
  const input = lazy(() =>
    singleton.schema.extend(singleton.byId ? { ...versionInput, id: z.number().int().optional() } : versionInput),
  );
  /**
   * Saves the object; `id` is the legacy address (PUT {api}/{id}), which must be the saved one. A save
   * changes what it sends: the fields are laid over the stored object, then the whole is checked, so a form
   * that knows only some fields resets none of the others. `replace` (the init route) starts from nothing.
   */
  const save = (
    request: FastifyRequest,
    body: unknown,
    { id, replace = false }: { id?: number; replace?: boolean } = {},
  ) => {
    if (!isPlainObject(body)) throw badRequest(BODY_MESSAGE);
    const staff = staffOf(request);
    return db.transaction().execute(async (trx) => {
      const before = await read(trx, singleton);
      const merged = replace || singleton.wire ? body : { ...before.data, ...body };
      const { version: sent, ...parsed } = (singleton.wire?.body ?? input).parse(merged) as Record<string, unknown> & {
        version?: number;
      };
      const fields = Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== 'id'));
      // A wire body is checked again as the stored object it becomes.
      const data = cleaned(
        singleton,
        singleton.wire ? (singleton.schema.parse(fields) as Record<string, unknown>) : fields,
      );
      if (id !== undefined && id !== before.id) throw notFound();
      if (sent !== undefined && sent !== before.version) throw conflict();
      const now = nowIso();
      const saved =
        before.version === 0
          ? // Two first saves at once: the later one finds the row taken and answers 409, on either database.
            await trx
              .insertInto('singletons')
              .values({ name: singleton.name, data: JSON.stringify(data), created_at: now, updated_at: now })
              .onConflict((clash) => clash.column('name').doNothing())
              .returning(['id', 'version'])
              .executeTakeFirst()
          : await trx
              .updateTable('singletons')
              .set((eb) => ({ data: JSON.stringify(data), updated_at: now, version: eb('version', '+', 1) }))
              .where('name', '=', singleton.name)
              .where('version', '=', before.version)
              .returning(['id', 'version'])
              .executeTakeFirst();
      if (!saved) throw conflict();
      await recordAudit(trx, {
        staff,
        resource: singleton.name,
        recordId: null,
        action: 'update',
        before: before.data,
        after: data,
      });
      return answerOf(singleton, data, saved.version, saved.id);
    });
  };

  // Not validated by Fastify: a save lays the fields it sends over the stored object before parsing the whole.
  const saveDocs = {
    summary: `Save (${singleton.name})`,
    body: singleton.wire?.body ?? lazy(() => input.partial()),
    validate: false,
    answer,
  } as const;
  scope.route({
    method: singleton.method,
    url: singleton.api,
    config: { access, docs: saveDocs },
    handler: function saveSingleton(request) {
      return save(request, request.body);
    },
  });
  if (singleton.byId) {
    scope.put(`${singleton.api}/:id`, { config: { access, docs: saveDocs } }, function saveSingletonById(request) {
      return save(request, request.body, { id: parseId((request.params as { id: string }).id) });
    });
  }
  // The defaults are the schema's: initializing saves them whole, over whatever was there.
  if (singleton.init) {
    const initDocs = { summary: `Reset to the defaults (${singleton.name})`, answer, body: z.object({}) };
    scope.post(singleton.init, { config: { access, docs: initDocs } }, function initSingleton(request) {
      return save(request, {}, { replace: true });
    });
  }
}
