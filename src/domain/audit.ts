import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { lazy } from './lazy';

/**
 * Every verb the trail stores: the server's audit writes are typed by it, so a new verb cannot reach the Activity
 * screen without its words (ep.activity.actions, test/admin/i18n/oneLanguage.test.tsx).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'read-all',
  'assign',
  'checkin',
  'overbook',
  'guest_cancel',
  'force-delete',
  'settle',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The trail every write leaves, in the write's own transaction; read-only through the API. */
export const auditSchema = lazy(() =>
  z.object({
    at: z.string().max(30),
    username: z.string().max(100),
    role: z.string().max(20),
    resource: z.string().max(100),
    record_id: z.number().int().nullable(),
    action: z.string().max(50),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  }),
);

export const auditResource = defineResource({
  name: 'audit',
  api: '/api/audit',
  table: 'audit_log',
  schema: auditSchema,
  search: ['resource', 'action', 'username'],
  access: { read: 'owner', write: 'owner' },
  list: {
    sortable: ['at', 'resource', 'record_id', 'username', 'action'],
    filterable: ['resource', 'record_id', 'username', 'action'],
    defaultSort: [['id', 'desc']],
  },
  writes: [],
});

export type AuditEntry = RecordOf<typeof auditResource>;
