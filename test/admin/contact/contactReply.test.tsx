import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import type { ChatEntry, ContactMessage } from '../../../src/domain/contact';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoContactMessages } from '../../../src/server/seed/inboxDemo';

// The inbox (and the bell) refresh on one interval; pushed out of the tests' reach, so an update they see is the
// one the action itself caused.
vi.mock('../../../src/admin/components/refresh', () => ({ REFRESH_MS: 3_600_000 }));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const reply = 'Hola Laura, el traslado a Cabarete son 60 USD.\n¿Le esperamos a la salida?';
const lineOf = async (text: string | RegExp) =>
  (await within(await screen.findByTestId('contact-thread')).findByText(text)).closest(
    '[data-testid="contact-thread-line"]',
  ) as HTMLElement;
const withSmtp = () => fakeDataProvider({ contactDelivery: async () => ({ data: { email: true } }) });

describe('contact replies', () => {
  it(
    "CONTACT without SMTP the guest's email and phone are links, and the reply offers mailto (Re: subject, the " +
      'typed text), WhatsApp and tel',
    async () => {
      renderApp('secretary', { path: 'contact/1/show' });
      expect(await screen.findByRole('link', { name: 'Escribir a laura.mendez@gmail.com' })).toHaveAttribute(
        'href',
        'mailto:laura.mendez@gmail.com',
      );
      expect(screen.getByRole('link', { name: 'Llamar al +1 809 555 0134' })).toHaveAttribute(
        'href',
        'tel:+18095550134',
      );
      expect(screen.getByRole('link', { name: 'WhatsApp al +1 809 555 0134' })).toHaveAttribute(
        'href',
        'https://wa.me/18095550134',
      );
      fireEvent.change(screen.getByLabelText('Respuesta'), { target: { value: reply } });
      expect(await screen.findByText(/no hay SMTP configurado/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
      expect(screen.queryByText(/Se envía por email/)).toBeNull();
      const mailto = new URL(screen.getByRole('link', { name: 'Responder por email' }).getAttribute('href')!);
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.pathname).toBe('laura.mendez@gmail.com');
      expect(mailto.searchParams.get('subject')).toBe('Re: Traslado desde el aeropuerto POP');
      expect(mailto.searchParams.get('body')).toBe(reply);
      const whatsapp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
      expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/18095550134');
      expect(whatsapp.searchParams.get('text')).toBe(reply);
      expect(screen.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+18095550134');
    },
  );

  it('CONTACT without a phone only the email links are offered', async () => {
    renderApp('secretary', { path: 'contact/2/show' });
    expect(await screen.findByRole('link', { name: 'Responder por email' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Llamar/ })).toBeNull();
  });

  it(
    'CONTACT with SMTP Send emails the reply: the thread shows it sent to the guest, apart from internal ' +
      'notes, and the box clears',
    async () => {
      const dataProvider = withSmtp();
      const replyToGuest = vi.spyOn(
        dataProvider as DataProvider & { replyToGuest: () => Promise<unknown> },
        'replyToGuest',
      );
      renderApp('secretary', { path: 'contact/1/show', dataProvider });
      expect(await screen.findByText('Se envía por email a laura.mendez@gmail.com.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Respuesta'), { target: { value: reply } });
      fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
      const line = await lineOf(/^Hola Laura, el traslado a Cabarete/);
      expect(within(line).getByText('Enviado al cliente · laura.mendez@gmail.com')).toBeInTheDocument();
      expect(within(line).queryByText('Nota interna')).toBeNull();
      expect(replyToGuest).toHaveBeenCalledWith(1, reply);
      await waitFor(() => expect(screen.getByLabelText('Respuesta')).toHaveValue(''));
      expect(await screen.findByText('Respuesta enviada a laura.mendez@gmail.com')).toBeInTheDocument();
    },
  );

  it(
    'CONTACT a reply the SMTP server refuses shows why beside the box, keeps what was typed, and the thread ' +
      'marks it not sent',
    async () => {
      const base = withSmtp();
      const reason = "Can't send mail - all recipients were rejected: 550 Mailbox unavailable";
      const dataProvider = fakeDataProvider({
        contactDelivery: async () => ({ data: { email: true } }),
        // As the server: the failed line is stored, then the call answers 502 mail_failed with the record.
        replyToGuest: async (id: number, text: string) => {
          const { data: message } = await base.getOne<ContactMessage>('contact', { id });
          const line: ChatEntry = {
            from: 'secretaria',
            text,
            date: '2026-11-22T10:00:00.000Z',
            kind: 'email',
            to: message.email,
            delivery: 'failed',
            error: reason,
          };
          const { data: record } = await dataProvider.update<ContactMessage>('contact', {
            id,
            data: { chat: [...message.chat, line] },
            previousData: message,
          });
          throw new HttpError(`No se pudo enviar la respuesta a ${message.email}: ${reason}`, 502, {
            code: 'mail_failed',
            record,
          });
        },
      });
      renderApp('secretary', { path: 'contact/1/show', dataProvider });
      fireEvent.change(await screen.findByLabelText('Respuesta'), { target: { value: reply } });
      fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
      const alert = await screen.findByText(`No se pudo enviar la respuesta a laura.mendez@gmail.com: ${reason}`, {
        selector: '.MuiAlert-message',
      });
      expect(alert).toBeInTheDocument();
      expect(screen.getByLabelText('Respuesta')).toHaveValue(reply);
      const line = await lineOf(/^Hola Laura, el traslado a Cabarete/);
      expect(within(line).getByText('No enviado · laura.mendez@gmail.com')).toBeInTheDocument();
      expect(within(line).getByText(new RegExp('550 Mailbox unavailable'))).toBeInTheDocument();
    },
  );

  it('CONTACT-11 the thread labels every internal note as such, and a sent reply as sent to the guest', async () => {
    const [first, ...rest] = demoContactMessages();
    const chat: ChatEntry[] = [
      { from: 'dueno', text: 'Cliente de la semana pasada.', date: '2026-11-21T16:00:00.000Z' },
      {
        from: 'secretaria',
        text: 'Son 60 USD.',
        date: '2026-11-21T16:05:00.000Z',
        kind: 'email',
        to: first.email,
        delivery: 'sent',
      },
    ];
    renderApp('owner', {
      path: 'contact/1/show',
      dataProvider: fakeDataProvider({}, { contact: [{ ...first, chat }, ...rest] }),
    });
    expect(within(await lineOf('Cliente de la semana pasada.')).getByText('Nota interna')).toBeInTheDocument();
    const sent = await lineOf('Son 60 USD.');
    expect(within(sent).getByText('Enviado al cliente · laura.mendez@gmail.com')).toBeInTheDocument();
    expect(within(sent).queryByText('Nota interna')).toBeNull();
  });

  it(
    'CONTACT-04 CONTACT-09 the badge follows the list: marking a message read lowers New messages: n at once, ' +
      'without a reload',
    async () => {
      renderApp('secretary', { path: 'contact' });
      expect(await screen.findByText('New messages: 2')).toBeInTheDocument();
      fireEvent.click((await screen.findByText('Laura Méndez', { selector: 'td *' })).closest('tr')!);
      expect(await screen.findByText('New messages: 1')).toBeInTheDocument();
      fireEvent.click((await screen.findByText('Pierre Dubois', { selector: 'td *' })).closest('tr')!);
      expect(await screen.findByText('All messages read ✓')).toBeInTheDocument();
    },
  );
});
