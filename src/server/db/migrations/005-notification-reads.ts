import type { MigrationDb } from '../columns';

/**
 * Who has read which notification. The bell's read state was one flag per notification, so the owner opening
 * the bell cleared the secretary's badge; now each staff member (by username) has their own. The old
 * `admin_notifications.read` column stays for history and is no longer read.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('notification_id', 'integer', (col) =>
      col.notNull().references('admin_notifications.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['username', 'notification_id'])
    .execute();
}
