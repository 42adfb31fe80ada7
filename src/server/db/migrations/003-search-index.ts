import type { Kysely } from 'kysely';
import { createSearchIndex } from '../searchIndex';

/**
 * Every table created before the search index existed that has a `search` column; later tables index theirs on
 * creation.
 */
const TABLES = ['navigation', 'pages', 'admin_notifications', 'users', 'media', 'audit_log'];

export async function up(db: Kysely<unknown>, ctx: { dialect: 'sqlite' | 'postgres' }): Promise<void> {
  for (const table of TABLES) await createSearchIndex(db, table, ctx.dialect);
}
