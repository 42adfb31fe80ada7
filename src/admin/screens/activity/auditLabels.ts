import { fieldChanges } from '../../../domain/diff';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../domain/audit';
import type { CsvRow } from '../../components/csv';
import { es } from '../../../i18n/dashboard/es';
import { phrase } from '../../../i18n/phrase';
import { bookingReference } from '../../../domain/guestJourney';
import { bookingsResource } from '../../../domain/bookings';

/** The catalog key of what a write did; an unknown verb reads as itself. */
export const actionKey = (action: string) =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? `ep.activity.actions.${action}` : action;

/** The CSV is a file, not a screen: it is written in the default language (Spanish), as its columns are. */
const actionLabel = (action: string) => phrase(es, actionKey(action));

/** A stored value as a person reads it: lists joined, objects as JSON, nothing as a dash. */
export const readable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(readable).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Which record: a booking by the reference guests quote (EP-000365), anything else by its id. */
const recordOf = (entry: AuditEntry) =>
  entry.resource === bookingsResource.name && entry.record_id !== null
    ? bookingReference(entry.record_id)
    : entry.record_id;

/** One line of the CSV: who did what to which record, and each changed field as `field: before → after`. */
export const csvRowOf = (entry: AuditEntry): CsvRow => ({
  fecha: entry.at,
  usuario: entry.username,
  rol: entry.role,
  recurso: entry.resource,
  registro: recordOf(entry),
  accion: actionLabel(entry.action),
  cambios: fieldChanges(entry.before, entry.after)
    .map(({ field, before, after }) => `${field}: ${readable(before)} → ${readable(after)}`)
    .join('; '),
});

export const CSV_COLUMNS = ['fecha', 'usuario', 'rol', 'recurso', 'registro', 'accion', 'cambios'] as const;
