import type { Cashup } from '../../domain/cashup';
import { httpClient } from './httpClient';

/** The money screens' reads: the cash-up and the reports. */
export interface MoneyMethods {
  /** GET /api/cashup: the payments and refunds received from `from` to `to`, both included, with their totals. */
  getCashup(from: string, to: string): Promise<{ data: Cashup }>;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const moneyMethods: MoneyMethods = {
  getCashup: async (from, to) => ({ data: (await httpClient<Cashup>(`/api/cashup?${query({ from, to })}`)).json }),
};
