import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../client';

// Migrations are written against an untyped Kysely: they describe history, not the current schema type.
type AnyDb = Kysely<Record<string, never>>;

function withMeta<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return table
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('search', 'text', (col) => col.notNull().defaultTo(''));
}

export function foundation(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withMeta(db.schema.createTable('navigation'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('order', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('new_tab', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('navigation_order').on('navigation').column('order').execute();

      await withMeta(db.schema.createTable('pages'), dialect)
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('date', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('pages_date').on('pages').column('date').execute();
      await db.schema.createIndex('pages_status').on('pages').column('status').execute();

      await withMeta(db.schema.createTable('admin_notifications'), dialect)
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withMeta(db.schema.createTable('users'), dialect)
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('vehicle', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('plate', 'text', (col) => col.notNull().defaultTo(''))
        .execute();

      await db.schema.createIndex('users_role').on('users').column('role').execute();

      await withMeta(db.schema.createTable('media'), dialect)
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

      await withMeta(db.schema.createTable('audit_log'), dialect)
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
    },
  };
}
