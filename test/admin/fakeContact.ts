import type { DataProvider } from 'react-admin';
import type { ChatEntry, ContactMessage } from '../../src/domain/contact';
import type { ContactMethods } from '../../src/admin/providers/contactMethods';

/** The inbox's own calls over the fake data, as the server answers them; no SMTP server unless `email`. */
export function fakeContactMethods(base: DataProvider, { email = false } = {}): ContactMethods {
  return {
    contactDelivery: async () => ({ data: { email } }),
    replyToGuest: async (id, text) => {
      const { data: message } = await base.getOne<ContactMessage>('contact', { id: Number(id) });
      const line: ChatEntry = {
        from: 'secretaria',
        text,
        date: new Date().toISOString(),
        kind: 'email',
        to: message.email,
        delivery: 'sent',
      };
      return base.update<ContactMessage>('contact', {
        id: message.id,
        data: { chat: [...message.chat, line], leido: true },
        previousData: message,
      });
    },
  };
}
