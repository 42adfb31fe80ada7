import type { z } from 'zod';
import type { Access } from '../auth/access';
import type { Staff } from '../auth/sessions';
import type { Executor, Json, TableCodec } from '../db/repository';
import type { ListRules } from '../http/listQuery';

export interface WriteContext {
  trx: Executor;
  staff: Staff;
}

/** Everything the generic CRUD routes need to know about one resource: adding an area is one of these. */
export interface ResourceDef extends TableCodec {
  /** Name checked by canAccess and written in the audit trail. */
  name: string;
  /** API path without trailing slash, e.g. /api/navigation. */
  path: string;
  access: { read: Access; write: Access };
  createSchema: z.ZodType<Json>;
  updateSchema: z.ZodType<Json>;
  list: ListRules & {
    defaultSort: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
    /** Filters forced on callers without a session (public reads). */
    publicFilters?: Record<string, string[]>;
    /** Wraps the legacy list answer, e.g. (rows) => ({ posts: rows }). Bare array by default. */
    wrap?: (rows: Json[]) => unknown;
  };
  /** Which write routes exist. All by default. */
  writes?: ReadonlyArray<'create' | 'update' | 'delete'>;
  beforeCreate?(data: Json, ctx: WriteContext): Promise<Json> | Json;
  beforeUpdate?(data: Json, existing: Json, ctx: WriteContext): Promise<Json> | Json;
  afterDelete?(existing: Json): Promise<void> | void;
}
