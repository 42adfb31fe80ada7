import type { Identifier } from 'react-admin';
import type { PartnerStatement } from '../../domain/partnerStatement';
import { httpClient } from './httpClient';

/** A partner's statement (issue 41): read, marked settled, emailed to the partner. */
export interface PartnersMethods {
  getPartnerStatement(id: Identifier, from: string, to: string): Promise<{ data: PartnerStatement }>;
  /** Answers the statement with its settlement; 409 `already_settled` when the period was settled before. */
  settlePartnerStatement(
    id: Identifier,
    period: { from: string; to: string; note: string },
  ): Promise<{ data: PartnerStatement }>;
  /** 409 `mail_not_configured` without SMTP_URL: the screen then opens the staff member's mail program. */
  emailPartnerStatement(id: Identifier, period: { from: string; to: string }): Promise<{ data: { to: string } }>;
}

const base = (id: Identifier) => `/api/partners/${encodeURIComponent(String(id))}/statement`;
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export const partnersMethods: PartnersMethods = {
  getPartnerStatement: async (id, from, to) => ({
    data: (await httpClient<PartnerStatement>(`${base(id)}?${new URLSearchParams({ from, to })}`)).json,
  }),
  settlePartnerStatement: async (id, period) => ({
    data: (await httpClient<PartnerStatement>(`${base(id)}/settle`, post(period))).json,
  }),
  emailPartnerStatement: async (id, period) => ({
    data: (await httpClient<{ to: string }>(`${base(id)}/email`, post(period))).json,
  }),
};
