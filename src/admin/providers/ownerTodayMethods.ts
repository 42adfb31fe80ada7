import type { OwnerToday } from '../../domain/ownerToday';
import { httpClient } from './httpClient';

export interface OwnerTodayMethods {
  /** The owner dashboard's "what needs me today" counts, from one query. */
  getOwnerToday(): Promise<{ data: OwnerToday }>;
}

export const ownerTodayMethods: OwnerTodayMethods = {
  getOwnerToday: async () => ({ data: (await httpClient<OwnerToday>('/api/owner-today')).json }),
};
