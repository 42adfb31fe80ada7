import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { lazy } from '../../domain/lazy';
import type { CreateOf, FieldsOf, RecordOf, ResourceDeclaration, UpdateOf } from '../../domain/resource';
import type { Access } from '../auth/access';
import type { Staff } from '../auth/sessions';
import { codecOf, type Executor, type Json, type TableCodec } from '../db/repository';
import type { ServerDeps } from '../deps';
import type { ListRules } from '../http/listQuery';

export interface WriteContext {
  trx: Executor;
  staff: Staff;
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What a create hook hands on to be stored: the create's fields, and any the server sets. */
type Created<R extends ResourceDeclaration> = CreateOf<R> & Partial<FieldsOf<R>>;
/** What an update hook hands on: any of the fields, the server's own included. */
type Updated<R extends ResourceDeclaration> = Partial<FieldsOf<R>>;

/**
 * What an area adds to one resource's derived CRUD (the third argument of crudRoutes), typed by the declaration:
 * a hook reads `data.background_image` as the schema says. The data has been parsed by the declaration's schema
 * and stripped of the meta and server-set fields before a hook sees it.
 */
export interface ResourceHooks<R extends ResourceDeclaration = ResourceDeclaration> {
  /** Returns what is stored: the data, reshaped, with any field the server sets (a post's published_at). */
  beforeCreate?(data: CreateOf<R>, ctx: WriteContext): Promise<Created<R>> | Created<R>;
  beforeUpdate?(data: UpdateOf<R>, existing: RecordOf<R>, ctx: WriteContext): Promise<Updated<R>> | Updated<R>;
  /** May refuse a delete by throwing (an ApiError answers as it says). */
  beforeDelete?(existing: RecordOf<R>, ctx: WriteContext): Promise<void> | void;
  afterDelete?(existing: RecordOf<R>): Promise<void> | void;
  /** Declared writes the area registers itself (a booking's edit prices it and checks its places). */
  ownWrites?: ReadonlyArray<'create' | 'update' | 'delete'>;
  /** What the show answer adds to the stored record (a booking's payments). */
  expandRecord?(record: RecordOf<R>): Promise<Json>;
  /** Routes beyond CRUD under the resource, registered after it in the same area's scope. */
  routes?(scope: FastifyInstance): void;
  /**
   * A list that is not only the derived one: given the derived list handler, answers the collection's GET
   * (it may hand the call on to the derived handler).
   */
  list?(derived: RouteHandler): RouteHandler;
  /** The rows are completed for each caller before they are sent (a hook of the area): never kept, always objects. */
  completedPerCaller?: boolean;
}

/** An area's hooks for one declared resource, built from the shared dependencies and typed by the declaration. */
export const defineHooks = <R extends ResourceDeclaration>(
  _declaration: R,
  factory: (deps: ServerDeps) => ResourceHooks<R>,
) => factory;

/** The hooks as the generic routes call them: on plain rows, which the declaration's schema has already checked. */
interface RowHooks {
  beforeCreate?(data: Json, ctx: WriteContext): Promise<Json> | Json;
  beforeUpdate?(data: Json, existing: Json, ctx: WriteContext): Promise<Json> | Json;
  beforeDelete?(existing: Json, ctx: WriteContext): Promise<void> | void;
  afterDelete?(existing: Json): Promise<void> | void;
  ownWrites?: ReadonlyArray<'create' | 'update' | 'delete'>;
  expandRecord?(record: Json): Promise<Json>;
}

/** Everything the generic CRUD routes need to know about one resource, derived from its declaration. */
export interface ResourceDef extends TableCodec, RowHooks {
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
    /**
     * Parameters a staff member's legacy list call carries to see past the public filters (`admin=true` on
     * /api/blog/posts); without them the legacy answer is the public one. List-protocol calls come from the app.
     */
    staffParams?: Record<string, string>;
    /** Wraps the legacy list answer, e.g. (rows) => ({ posts: rows }). Bare array by default. */
    wrap?: (rows: Json[]) => unknown;
    /** The area's own list handler, around the derived one (ResourceHooks.list). */
    custom?: (derived: RouteHandler) => RouteHandler;
    /** ResourceHooks.completedPerCaller. */
    perCaller: boolean;
  };
  writes: ReadonlyArray<'create' | 'update' | 'delete'>;
  /** Fields a client may echo back but only the server sets; dropped from every write. */
  readOnly: readonly string[];
}

export function toResourceDef<R extends ResourceDeclaration>(
  declaration: R,
  hooks: ResourceHooks<R> = {},
): ResourceDef {
  const { listKey } = declaration.legacy;
  const { list: _list, completedPerCaller: _perCaller, routes: _routes, ...rowHooks } = hooks;
  const own: Omit<ResourceDef, keyof TableCodec | keyof RowHooks> = {
    name: declaration.name,
    path: declaration.api,
    // Public reads skip the session; everything else is decided by canAccess from the same declaration.
    access: {
      read: declaration.access.read === 'public' ? 'public' : { resource: declaration.name },
      write: { resource: declaration.name },
    },
    // Built on the first write or read of the reference, not when the routes are registered (issue 44's cold start).
    createSchema: lazy(() => declaration.create as z.ZodType<Json>),
    updateSchema: lazy(() => declaration.update as z.ZodType<Json>),
    list: {
      sortable: declaration.list.sortable,
      filterable: declaration.list.filterable,
      ignored: declaration.legacy.listParams ? Object.keys(declaration.legacy.listParams) : undefined,
      defaultSort: declaration.list.defaultSort,
      publicFilters: declaration.list.publicFilters,
      staffParams: declaration.legacy.listParams,
      wrap: listKey ? (rows) => ({ [listKey]: rows }) : undefined,
      custom: hooks.list,
      perCaller: hooks.completedPerCaller ?? false,
    },
    writes: declaration.writes,
    readOnly: declaration.readOnly,
  };
  // Onto the codec itself, whose schema-derived fields stay read on first use: a spread would read them here.
  // The one place typed hooks meet plain rows: every row they are given was parsed or read by this declaration.
  return Object.assign(codecOf(declaration), rowHooks as RowHooks, own);
}
