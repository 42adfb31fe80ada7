import type { Insertable } from 'kysely';
import type { Database } from './schema';
import type { Executor, Json, TableCodec } from './repository';
import { nowIso } from './repository';
import { insertRow, insertValues } from './queries';
import type { AuditAction } from '../../domain/audit';

/** Who made a change, as the audit trail records it (a signed-in staff member). */
export interface Actor {
  username: string;
  role: string;
}

export interface AuditEntry {
  staff: Actor;
  resource: string;
  recordId: number | null;
  action: AuditAction;
  before: Json | null;
  after: Json | null;
}

/** Called with the write's own transaction, so a write and its audit row land together or not at all. */
export async function recordAudit(trx: Executor, entry: AuditEntry): Promise<void> {
  const now = nowIso();
  // Typed here, where the columns are named: insertValues takes any table's row.
  const row: Insertable<Database['audit_log']> = {
    at: now,
    created_at: now,
    updated_at: now,
    username: entry.staff.username,
    role: entry.staff.role,
    resource: entry.resource,
    record_id: entry.recordId,
    action: entry.action,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    search: `${entry.resource} ${entry.action} ${entry.staff.username}`,
  };
  await insertValues(trx, 'audit_log', row, false);
}

/** Inserts a record and its 'create' audit row in the caller's transaction; answers the record as stored. */
export async function insertAudited(
  trx: Executor,
  staff: Actor,
  resource: string,
  codec: TableCodec,
  data: Json,
): Promise<Json> {
  const record = await insertRow(trx, codec, data);
  await recordAudit(trx, {
    staff,
    resource,
    recordId: Number(record.id),
    action: 'create',
    before: null,
    after: record,
  });
  return record;
}
