import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../domain/resource';
import type { Json } from '../db/repository';
import { insertAudited, recordAudit } from '../db/audit';
import { deleteRow, findRow, listJson, listRows, updateRow } from '../db/queries';
import { conflict, notFound } from '../http/errors';
import { staffOf } from '../auth/access';
import { toResourceDef, type ResourceDef, type ResourceHooks } from './resource';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { answerCache } from '../db/answerCache';
import { parseListQuery } from '../http/listQuery';
import { sendJsonBody } from '../http/jsonBody';

const META_FIELDS = ['id', 'version', 'created_at', 'updated_at'];

/**
 * The list protocol's parameters (each is JSON; http/listQuery.ts reads them). Loose: a resource's legacy
 * parameters (`status`, `page`, `admin`…) pass through to its list unchanged.
 */
const listQueryDocs = z.looseObject({
  range: z.string().optional().describe('[start,end], both included'),
  sort: z.string().optional().describe('["field","ASC"|"DESC"]'),
  filter: z.string().optional().describe('{"q":…,"id":[…],"field":value}'),
});

/** A stored record as every read and write answers it: the declaration's fields and the meta columns. */
export const recordAnswerOf = (declaration: ResourceDeclaration) =>
  declaration.schema.extend({
    id: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  });

/** What a client sent that it may set: not the meta columns, not the resource's server-set fields. */
const writable = (def: ResourceDef, data: Json) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !META_FIELDS.includes(key) && !def.readOnly.includes(key)));

export const parseId = (raw: unknown): number => {
  // Digits only: Number() also reads '0x1', '1e0' and ' 1' as 1, so one record would answer to many paths.
  const id = typeof raw === 'string' && /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
};

// staffOf lives with the access guard that sets request.staff; crud's callers keep importing it from here.
export { staffOf };

/**
 * List, show, create, update and delete for one declared resource, in the calling area's scope, with the
 * area's hooks; then the hooks' own routes, in the same scope.
 */
export function crudRoutes<R extends ResourceDeclaration>(
  scope: FastifyInstance,
  declaration: R,
  hooks: ResourceHooks<R> = {},
) {
  const { db, keepListAnswers, served } = scope.deps;
  served.add(declaration.name);
  const def = toResourceDef(declaration, hooks);
  const writes = (def.writes ?? ['create', 'update', 'delete']).filter((action) => !def.ownWrites?.includes(action));
  const read = { access: def.access.read };
  const write = { access: def.access.write };
  // Built on first use: the reference asks for it, a request never does.
  const record = z.lazy(() => recordAnswerOf(declaration));
  const docs = (summary: string, answer: z.ZodType, body?: z.ZodType) => ({
    summary: `${summary} (${def.name})`,
    answer,
    body,
  });

  const derivedList = listRoute(db, def, keepListAnswers);
  const listDocs = {
    ...docs('List', z.array(record)),
    querystring: listQueryDocs,
    answerText: 'The page of records; Content-Range tells the total (a legacy call may answer them under a key)',
  };
  scope.get(
    def.path,
    { config: { ...read, docs: listDocs } },
    def.list.custom ? def.list.custom(derivedList) : derivedList,
  );

  scope.get(
    `${def.path}/:id`,
    { config: { ...read, docs: docs('Show one', record) } },
    async function showRecord(request) {
      const record = await findRow(db, def, parseId((request.params as { id: string }).id));
      if (!record) throw notFound();
      if (!request.staff && def.list.publicFilters) {
        const visible = Object.entries(def.list.publicFilters).every(([field, values]) =>
          values.includes(String(record[field])),
        );
        if (!visible) throw notFound();
      }
      return def.expandRecord ? def.expandRecord(record) : record;
    },
  );

  if (writes.includes('create')) {
    scope.post(
      def.path,
      { config: { ...write, docs: { ...docs('Create', record, def.createSchema), status: 201 } } },
      async function createRecord(request, reply) {
        const staff = staffOf(request);
        // Parsed by Fastify with the documented schema (http/routeValidation.ts).
        const input = writable(def, request.body as Json);
        const created = await db.transaction().execute(async (trx) => {
          const data = def.beforeCreate ? await def.beforeCreate(input, { trx, staff }) : input;
          return insertAudited(trx, staff, def.name, def, data);
        });
        return reply.code(201).send(created);
      },
    );
  }

  if (writes.includes('update')) {
    scope.put(
      `${def.path}/:id`,
      { config: { ...write, docs: docs('Update', record, def.updateSchema) } },
      async function updateRecord(request) {
        const staff = staffOf(request);
        const id = parseId((request.params as { id: string }).id);
        const body = request.body as Json;
        return db.transaction().execute(async (trx) => {
          const existing = await findRow(trx, def, id);
          if (!existing) throw notFound();
          if (body.version !== undefined && body.version !== existing.version) throw conflict();
          const input = writable(def, body);
          const changes = def.beforeUpdate ? await def.beforeUpdate(input, existing, { trx, staff }) : input;
          const updated = await updateRow(trx, def, existing, changes);
          if (!updated) throw conflict();
          await recordAudit(trx, {
            staff,
            resource: def.name,
            recordId: id,
            action: 'update',
            before: existing,
            after: updated,
          });
          return updated;
        });
      },
    );
  }

  if (writes.includes('delete')) {
    scope.delete(
      `${def.path}/:id`,
      { config: { ...write, docs: docs('Delete', z.object({ id: z.number().int() })) } },
      async function deleteRecord(request) {
        const staff = staffOf(request);
        const id = parseId((request.params as { id: string }).id);
        const existing = await db.transaction().execute(async (trx) => {
          const found = await findRow(trx, def, id);
          if (!found) throw notFound();
          await def.beforeDelete?.(found, { trx, staff });
          await deleteRow(trx, def, id);
          await recordAudit(trx, {
            staff,
            resource: def.name,
            recordId: id,
            action: 'delete',
            before: found,
            after: null,
          });
          return found;
        });
        await def.afterDelete?.(existing);
        return { id };
      },
    );
  }

  hooks.routes?.(scope);
}

/** `Content-Range: pages 0-19/1250`, named like the path ra-data-simple-rest calls (and sends in `Range`). */
export function contentRange(path: string, start: number, count: number, total: number): string {
  const resource = path.slice(path.lastIndexOf('/') + 1);
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

/**
 * Whether a list answers what an anonymous reader sees: always without a session, and for a legacy call without the
 * staff parameters.
 */
function publicView(request: FastifyRequest, paged: boolean, staffParams: Record<string, string> | undefined): boolean {
  if (!request.staff) return true;
  if (paged || !staffParams) return false;
  const query = request.query as Record<string, unknown>;
  return Object.entries(staffParams).some(([key, value]) => query[key] !== value);
}

/**
 * GET on a collection. The list protocol (range, sort, filter) answers one page as a bare array with its
 * Content-Range; a call without it answers the whole list in the spec's legacy shape.
 */
function listRoute(db: Kysely<Database>, def: ResourceDef, keepAnswers: boolean) {
  // A whole table's JSON can weigh megabytes: only the few filter sets its screens use are kept.
  const wholeLists = answerCache<Buffer>(db, keepAnswers ? 4 : 0);
  const pages = answerCache<{ body: Buffer; count: number; total: number }>(db, keepAnswers ? 64 : 0);
  // Rows an area completes for the caller (a notification's `read`) must stay objects and are never kept.
  const perCaller = def.list.perCaller;
  return async function listRecords(request: FastifyRequest, reply: FastifyReply) {
    const query = parseListQuery(request.query as Record<string, unknown>, def.list);
    if (publicView(request, query.paged, def.list.staffParams) && def.list.publicFilters) {
      query.filters = { ...query.filters, ...def.list.publicFilters };
    }
    const key = JSON.stringify(query);
    // Both answers read the resource's own table alone (a search, also its index, replayed from the same rows).
    const scope = { tables: [def.table], q: query.q };
    // The legacy whole list leaves the database as JSON text and is sent as it is (listJson), unless its rows
    // are reshaped before sending.
    if (!query.paged && !def.list.wrap && !perCaller) {
      const body = await wholeLists(key, scope, async () =>
        Buffer.from(await listJson(db, def, query, def.list.defaultSort)),
      );
      return sendJsonBody(reply, body);
    }
    if (!query.paged || perCaller) {
      const { rows, total } = await listRows(db, def, query, def.list.defaultSort);
      if (!query.paged) return def.list.wrap ? def.list.wrap(rows) : rows;
      reply.header('Content-Range', contentRange(def.path, query.range?.start ?? 0, rows.length, total));
      return rows;
    }
    const page = await pages(key, scope, async () => {
      const { rows, total } = await listRows(db, def, query, def.list.defaultSort);
      return { body: Buffer.from(JSON.stringify(rows)), count: rows.length, total };
    });
    reply.header('Content-Range', contentRange(def.path, query.range?.start ?? 0, page.count, page.total));
    return sendJsonBody(reply, page.body);
  };
}
