import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { answerCache } from '../db/answerCache';
import { listJson, listRows } from '../db/queries';
import { parseListQuery } from '../http/listQuery';
import { sendJsonBody } from '../http/jsonBody';
import type { ResourceDef } from './resource';

/** `Content-Range: pages 0-19/1250`, named like the path ra-data-simple-rest calls (and sends in `Range`). */
export function contentRange(path: string, start: number, count: number, total: number): string {
  const resource = path.slice(path.lastIndexOf('/') + 1);
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

/** Whether a list answers what an anonymous reader sees: always without a session, and for a legacy call without the staff parameters. */
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
export function listRoute(db: Kysely<Database>, def: ResourceDef, keepAnswers: boolean) {
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
