import { fieldChanges } from '../../../domain/diff';
import type { AuditEntry } from '../../../domain/audit';
import type { CsvRow } from '../../components/csv';

/** What each write did, in words: the trail stores the verb the server used. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
  reorder: 'Reordenó',
  'read-all': 'Marcó todo como leído',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** A stored value as a person reads it: lists joined, objects as JSON, nothing as a dash. */
export const readable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(readable).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export const whenOf = (entry: Pick<AuditEntry, 'at'>) => new Date(entry.at).toLocaleString('es-DO');

/** One line of the CSV: who did what to which record, and each changed field as `field: before → after`. */
export const csvRowOf = (entry: AuditEntry): CsvRow => ({
  fecha: entry.at,
  usuario: entry.username,
  rol: entry.role,
  recurso: entry.resource,
  registro: entry.record_id,
  accion: actionLabel(entry.action),
  cambios: fieldChanges(entry.before, entry.after)
    .map(({ field, before, after }) => `${field}: ${readable(before)} → ${readable(after)}`)
    .join('; '),
});

export const CSV_COLUMNS = ['fecha', 'usuario', 'rol', 'recurso', 'registro', 'accion', 'cambios'] as const;
