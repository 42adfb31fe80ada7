import type { Generated } from 'kysely';

/**
 * Stored shapes. Booleans are integers 0/1 and lists are JSON text on both databases, so one set of
 * migrations and queries serves SQLite and PostgreSQL; the repository layer turns them back into JS values.
 */
interface Meta {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface NavigationTable extends Meta {
  name: string;
  url: string;
  order: number;
  active: number;
  new_tab: number;
  search: string;
}

export interface PagesTable extends Meta {
  title: string;
  content: string;
  status: string;
  date: string;
  search: string;
}

export interface NotificationsTable extends Meta {
  type: string;
  text: string;
  read: number;
  search: string;
}

export interface UsersTable extends Meta {
  username: string;
  email: string;
  role: string;
  status: string;
  phone: string;
  vehicle: string;
  plate: string;
  search: string;
}

export interface MediaTable extends Meta {
  name: string;
  type: string;
  size: number;
  date: string;
  url: string;
  alt: string;
  search: string;
}

export interface SessionsTable {
  token_hash: string;
  username: string;
  role: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface AuditTable extends Meta {
  at: string;
  username: string;
  role: string;
  resource: string;
  record_id: number | null;
  action: string;
  before: string | null;
  after: string | null;
  search: string;
}

export interface Database {
  navigation: NavigationTable;
  pages: PagesTable;
  admin_notifications: NotificationsTable;
  users: UsersTable;
  media: MediaTable;
  sessions: SessionsTable;
  audit_log: AuditTable;
}

export type TableName = keyof Database;
export type ListTable = Exclude<TableName, 'sessions'>;
