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
  /** The fingerprint of the credential the session was made with (auth/credentials.ts). */
  credential: Generated<string>;
  expires_at: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** The (hashed) address a visitor's web booking came from: bounds the places one address holds unconfirmed. */
export interface VisitorHoldsTable {
  reservation_id: number;
  address: string;
  fecha: string;
  created_at: string;
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
  /** The departure's set time; '' for a tour without set times. */
  departure_time: Generated<string>;
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

/** A partner's statement marked settled (issue 41): what was owed for the period, once per partner and period. */
export interface PartnerSettlementsTable {
  id: Generated<number>;
  partner_id: number;
  date_from: string;
  date_to: string;
  bookings: number;
  gross_cents: number;
  commission_cents: number;
  owed_by: string;
  amount_cents: number;
  note: Generated<string>;
  settled_by: string;
  settled_at: string;
}

export interface Database extends ResourceTables {
  departure_assignments: DepartureAssignmentsTable;
  guest_messages: GuestMessagesTable;
  guest_links: GuestLinksTable;
  exchange_rates: ExchangeRatesTable;
  partner_settlements: PartnerSettlementsTable;
  sessions: SessionsTable;
  visitor_holds: VisitorHoldsTable;
  singletons: SingletonsTable;
}

export type TableName = keyof Database;

/** One message to a guest in the outbox (issue 39): pending until the worker sends it, then sent or failed. */
export interface GuestMessagesTable {
  id: Generated<number>;
  reservation_id: number;
  kind: string;
  dedupe_key: string | null;
  to_email: string;
  to_name: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: Generated<string>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The secret of a booking's own page for its guest (`/booking/EP-000365?token=…`). */
export interface GuestLinksTable {
  reservation_id: number;
  token: string;
  created_at: string;
}
