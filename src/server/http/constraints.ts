import { resources } from '../../domain/resources';
import { uniqueIndexName } from '../db/columns';
import { ApiError } from './errors';

/** A taken slug has its own code, so a screen can say so beside the field; any other clash is a validation error. */
/** NAV-07's partial unique index, made by migration 002 (which keeps its own copy of the name, as history). */
export const AIRPORT_ONCE_INDEX = 'navigation_airport_once';

const takenCode = (field: string) => (field === 'slug' ? 'slug_taken' : 'validation');

/**
 * Unique indexes that back a rule, and the answer a violation gets: every declaration's `unique` fields
 * (400 with the message under the field), and NAV-07's partial index (the route's own check usually
 * answers first; the index holds when two requests race).
 */
const RULE_INDEXES: Record<string, () => ApiError> = {
  [AIRPORT_ONCE_INDEX]: () =>
    new ApiError(400, 'validation', 'ep.navigation.airportDuplicate', { url: 'ep.navigation.airportDuplicate' }),
  ...Object.fromEntries(
    resources.flatMap(({ table, unique }) =>
      Object.entries(unique).map(([field, message]) => [
        uniqueIndexName(table, field),
        () => new ApiError(400, takenCode(field), message, { [field]: message }),
      ]),
    ),
  ),
};

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** The rule answer for a unique violation from pg (code 23505) or better-sqlite3, or undefined. */
export function ruleViolation(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as DriverError;
  let index: string | undefined;
  if (code === '23505' && typeof constraint === 'string') index = constraint;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') index = /index '([^']+)'/.exec(message)?.[1];
  return index ? RULE_INDEXES[index]?.() : undefined;
}
