import type { Generated } from 'kysely';
import type { z } from 'zod';
import type { AnyResource } from '../../domain/resources';

/**
 * Stored shapes, derived from the resource declarations: the schema's fields plus the columns every table
 * has. Booleans are integers 0/1 and lists are JSON text on both databases, so one set of migrations and
 * queries serves SQLite and PostgreSQL; the repository codec turns them back into JS values.
 */
type Stored<T> = T extends boolean ? number : T extends string | number | null ? T : string;

type Row<Fields> = { [K in keyof Fields]-?: Stored<Fields[K]> } & {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  /** Normalized text of the search fields (lower case, no accents), kept by the repository; '' by default. */
  search: Generated<string>;
};

type ResourceTables = { [R in AnyResource as R['table']]: Row<z.infer<R['schema']>> };

export interface SessionsTable {
  token_hash: string;
  username: string;
  role: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** One row per declared singleton: `data` is its object as JSON text. */
export interface SingletonsTable {
  id: Generated<number>;
  name: string;
  data: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  search: Generated<string>;
}

/** A departure's (tour and day) driver and vehicle (issue 22); a booking may name its own instead. */
export interface DepartureAssignmentsTable {
  id: Generated<number>;
  tour_id: number;
  fecha: string;
  driver_id: number | null;
  fleet_vehicle_id: number | null;
  updated_at: string;
  /** Starts at 1, +1 on each change; 0 stands for a departure nobody assigned yet. */
  version: Generated<number>;
}

/** The day's DOP rate (issue 41): pesos per dollar, entered by staff with a payment in pesos, kept for the day. */
export interface ExchangeRatesTable {
  date: string;
  rate: number;
  updated_by: string;
  updated_at: string;
}

export interface Database extends ResourceTables {
  departure_assignments: DepartureAssignmentsTable;
  exchange_rates: ExchangeRatesTable;
  sessions: SessionsTable;
  singletons: SingletonsTable;
}

export type TableName = keyof Database;
