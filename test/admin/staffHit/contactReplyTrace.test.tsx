import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

vi.mock('../../../src/admin/layout/NotificationBell', async (original) => ({
  ...(await original<object>()),
  REFRESH_MS: 3_600_000,
}));

// The links leave for WhatsApp or the mail program; jsdom cannot follow them, the app's own click still runs.
const stayHere = (event: MouseEvent) => event.preventDefault();
document.addEventListener('click', stayHere);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('replies without SMTP leave a trace', () => {
  it(
    'STAFF CONTACT-11 a reply by WhatsApp is recorded on the thread, so the other staff member sees the guest ' +
      'was answered',
    async () => {
      const dataProvider = fakeDataProvider();
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('secretary', { path: 'contact/1/show', dataProvider });
      fireEvent.change(await screen.findByLabelText('Respuesta'), { target: { value: 'Son 60 USD.' } });
      fireEvent.click(await screen.findByRole('link', { name: 'WhatsApp' }));
      const chats = () =>
        update.mock.calls.map(([, { data }]) => (data as { chat?: { text: string }[] }).chat).filter(Boolean);
      await waitFor(() => expect(chats().at(-1)?.at(-1)?.text).toBe('Respondido por WhatsApp: Son 60 USD.'));
      expect(await screen.findByText('Respondido por WhatsApp: Son 60 USD.')).toBeInTheDocument();
    },
  );

  it('STAFF CONTACT-08 a typed reply is kept as a draft when the screen is left and found on coming back', async () => {
    const { router } = renderApp('secretary', { path: 'contact/1/show' });
    fireEvent.change(await screen.findByLabelText('Respuesta'), { target: { value: 'Borrador a medias' } });
    await act(() => router.navigate('/ep-control/secretaria/pages'));
    await act(() => router.navigate('/ep-control/secretaria/contact/1/show'));
    expect(await screen.findByLabelText('Respuesta')).toHaveValue('Borrador a medias');
  });
});
