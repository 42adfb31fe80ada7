import type { Identifier } from 'react-admin';
import type { ContactMessage } from '../../domain/contact';
import { httpClient } from './httpClient';

/** The inbox's calls that are not CRUD. */
export interface ContactMethods {
  /** Whether the server emails replies (SMTP_URL set); otherwise the screen offers mailto, tel and WhatsApp links. */
  contactDelivery(): Promise<{ data: { email: boolean } }>;
  /** POST /api/contact/{id}/reply: emails the reply to the visitor; answers the message with it on its thread. */
  replyToGuest(id: Identifier, text: string): Promise<{ data: ContactMessage }>;
}

export const contactMethods: ContactMethods = {
  contactDelivery: async () => ({ data: (await httpClient<{ email: boolean }>('/api/contact/delivery')).json }),
  replyToGuest: async (id, text) => ({
    data: (
      await httpClient<ContactMessage>(`/api/contact/${encodeURIComponent(String(id))}/reply`, {
        method: 'POST',
        body: JSON.stringify({ text }),
      })
    ).json,
  }),
};
