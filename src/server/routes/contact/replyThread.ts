import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { ChatEntry } from '../../../domain/contact';
import { contactResource } from '../../../domain/contact';
import type { Staff } from '../../auth/sessions';
import { recordAudit } from '../../db/audit';
import { findRow, updateRow } from '../../db/queries';
import { codecOf, type Executor, type Json } from '../../db/repository';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

const codec = codecOf(contactResource);

/**
 * The message read with its row locked until the transaction ends: on PostgreSQL another instance's reply or
 * delete waits for this one instead of writing over it; SQLite has one writer, its transactions run in turn.
 */
export async function lockedMessage(trx: Executor, id: number): Promise<Json> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select id from ${sql.table(codec.table)} where id = ${id} for update`.execute(trx);
  const message = await findRow(trx, codec, id);
  if (!message) throw notFound();
  return message;
}

/** Rewrites the thread of a locked message; the lock means the version read is the one stored. */
async function writeThread(trx: Executor, staff: Staff, before: Json, chat: ChatEntry[]) {
  // A reply is written with the message open: it has been read.
  const after = await updateRow(trx, codec, before, { chat, leido: true });
  if (!after) throw conflict();
  await recordAudit(trx, {
    staff,
    resource: contactResource.name,
    recordId: Number(before.id),
    action: 'update',
    before,
    after,
  });
  return after;
}

/**
 * Before an email leaves, its line is on the thread as `sending`, committed: a message deleted first answers 404
 * and nothing is sent; several replies at once (from several instances too) each get their own line.
 * Answers where the line is, which never moves (the thread only grows).
 */
export async function claimReplyLine(db: Kysely<Database>, staff: Staff, id: number, line: ChatEntry) {
  return db.transaction().execute(async (trx) => {
    const message = await lockedMessage(trx, id);
    const chat = message.chat as ChatEntry[];
    await writeThread(trx, staff, message, [...chat, { ...line, delivery: 'sending' }]);
    return { index: chat.length, message };
  });
}

/** After the SMTP server answered: the line says sent, or failed with its reason. */
export async function settleReplyLine(
  db: Kysely<Database>,
  staff: Staff,
  id: number,
  index: number,
  failure: string | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const message = await lockedMessage(trx, id);
    const chat = [...(message.chat as ChatEntry[])];
    const { error: _stale, ...line } = chat[index];
    chat[index] = { ...line, delivery: failure ? 'failed' : 'sent', ...(failure ? { error: failure } : {}) };
    return writeThread(trx, staff, message, chat);
  });
}

/** A reply being sent holds its message for this long at most (a process killed mid-send leaves `sending`). */
export const SENDING_HOLD_MS = 2 * 60_000;

/** Whether a thread has a reply still on its way to the SMTP server: the message cannot be deleted meanwhile. */
export const isSending = (chat: ChatEntry[], now = Date.now()) =>
  chat.some((entry) => entry.delivery === 'sending' && now - Date.parse(entry.date) < SENDING_HOLD_MS);
