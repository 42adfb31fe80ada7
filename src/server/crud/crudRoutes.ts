import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../domain/resource';
import type { Json } from '../db/repository';
import { insertAudited, recordAudit } from '../db/audit';
import { deleteRow, findRow, updateRow } from '../db/queries';
import { conflict, notFound } from '../http/errors';
import { staffOf } from '../auth/access';
import { toResourceDef, type ResourceDef, type ResourceHooks } from './resource';
import { listRoute } from './listRoute';

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
