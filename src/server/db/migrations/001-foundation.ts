import { sql } from 'kysely';
import { createResourceTable, type MigrationContext, type MigrationDb } from '../columns';

export async function up(db: MigrationDb, ctx: MigrationContext) {
  await createResourceTable(db, 'navigation', ctx)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('new_tab', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('navigation_order').on('navigation').column('order').execute();

  await createResourceTable(db, 'pages', ctx)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pages_date').on('pages').column('date').execute();
  await db.schema.createIndex('pages_status').on('pages').column('status').execute();

  await createResourceTable(db, 'admin_notifications', ctx)
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await createResourceTable(db, 'users', ctx)
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vehicle', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('plate', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema.createIndex('users_role').on('users').column('role').execute();

  await createResourceTable(db, 'media', ctx)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await createResourceTable(db, 'audit_log', ctx)
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_resource_record').on('audit_log').columns(['resource', 'record_id']).execute();

  for (const table of ['navigation', 'pages', 'admin_notifications', 'users', 'media']) {
    await sql`create index ${sql.id(`${table}_updated`)} on ${sql.table(table)} (updated_at)`.execute(db);
  }
}
