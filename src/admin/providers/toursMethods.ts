import type { Identifier } from 'react-admin';
import type { Period } from '../../domain/bookingPeriods';
import type { BookingState } from '../../domain/bookings';
import { httpClient } from './httpClient';

export interface BookingStats {
  period: Period;
  total: number;
  /** DECISIONS RES-04: paid less refunds ('Ganancia') and the balance due of bookings not cancelled ('Por cobrar'). */
  paid: number;
  due: number;
  buckets: { start: string; end: string; label: string; count: number; people: number; paid: number; due: number }[];
}

export interface BookingStatsParams {
  period: Period;
  /** The owner's today, YYYY-MM-DD. */
  today: string;
  estado?: BookingState;
  /** "con saldo pendiente": the list's filter, so the cards count what the table shows. */
  has_balance?: boolean;
}

/** What force deleting a tour removes: its bookings and the money paid for them (less refunds). */
export interface TourRemovals {
  reservations: number;
  paid: number;
}

/** The tours and bookings calls that are not CRUD. */
export interface ToursMethods {
  /** GET /api/tours/{id}/deletion: asked before a force delete, so the dialog names what goes. */
  tourRemovals(id: Identifier): Promise<{ data: TourRemovals }>;
  /** TOUR-35: POST /api/force-delete-tour/{id} removes the tour and its bookings. */
  forceDeleteTour(id: Identifier): Promise<{ data: { id: Identifier; deleted_reservations: number } }>;
  /** RES-03, RES-05: counts per bucket of the period, grouped by the server. */
  bookingStats(params: BookingStatsParams): Promise<{ data: BookingStats }>;
}

export const toursMethods: ToursMethods = {
  tourRemovals: async (id) => ({
    data: (await httpClient<TourRemovals>(`/api/tours/${encodeURIComponent(String(id))}/deletion`)).json,
  }),
  forceDeleteTour: async (id) => ({
    data: (
      await httpClient<{ id: Identifier; deleted_reservations: number }>(
        `/api/force-delete-tour/${encodeURIComponent(String(id))}`,
        { method: 'POST' },
      )
    ).json,
  }),
  bookingStats: async ({ period, today, estado, has_balance }) => {
    const query = new URLSearchParams({
      period,
      today,
      ...(estado ? { estado } : {}),
      ...(has_balance ? { has_balance: 'true' } : {}),
    });
    return { data: (await httpClient<BookingStats>(`/api/reservations/stats?${query}`)).json };
  },
};
