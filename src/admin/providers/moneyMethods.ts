import type { Cashup } from '../../domain/cashup';
import type { ReportGroup, Reports } from '../../domain/reports';
import { httpClient } from './httpClient';

/** The money screens' reads: the cash-up and the reports. */
export interface MoneyMethods {
  /** GET /api/cashup: the payments and refunds received from `from` to `to`, both included, with their totals. */
  getCashup(from: string, to: string): Promise<{ data: Cashup }>;
  /** GET /api/reports: money received, bookings by period and what is owed (split at the owner's today). */
  getReports(params: { from: string; to: string; group: ReportGroup; today: string }): Promise<{ data: Reports }>;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const moneyMethods: MoneyMethods = {
  getCashup: async (from, to) => ({ data: (await httpClient<Cashup>(`/api/cashup?${query({ from, to })}`)).json }),
  getReports: async (params) => ({ data: (await httpClient<Reports>(`/api/reports?${query(params)}`)).json }),
};
