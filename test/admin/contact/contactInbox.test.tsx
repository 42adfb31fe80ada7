import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoContactMessages } from '../../../src/server/seed/inboxDemo';

describe('contact inbox', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  /** 25 messages, so the inbox has a second page. */
  const many = () =>
    Array.from({ length: 25 }, (_, index) => ({
      ...demoContactMessages()[index % 5],
      nombre: `Visitante ${String(index + 1).padStart(2, '0')}`,
      fecha: new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString(),
    }));

  const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;

  it(
    'CONTACT-04 CONTACT-05 CONTACT-06 the badge counts unread messages; each row says NEW or READ and has View ' +
      'and Delete',
    async () => {
      renderApp('secretary', { path: 'contact' });
      expect(await screen.findByText('New messages: 2')).toBeInTheDocument();
      const unread = await rowOf('Laura Méndez');
      expect(within(unread).getByText('NEW')).toBeInTheDocument();
      const read = await rowOf('Michael Thompson');
      expect(within(read).getByText('READ')).toBeInTheDocument();
      expect(within(read).getByRole('link', { name: 'View' })).toBeInTheDocument();
      expect(within(read).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    },
  );

  it('CONTACT-04 says All messages read ✓ when none is unread', async () => {
    renderApp('secretary', {
      path: 'contact',
      dataProvider: fakeDataProvider(
        {},
        { contact: demoContactMessages().map((message) => ({ ...message, leido: true })) },
      ),
    });
    expect(await screen.findByText('All messages read ✓')).toBeInTheDocument();
  });

  it('CONTACT-01 CONTACT-02 searches by name, email or message and filters All / Unread / Read', async () => {
    renderApp('owner', { path: 'contact' });
    await rowOf('Laura Méndez');
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByText('Michael Thompson', { selector: 'td *' })).toBeNull());
    expect(screen.getByText('Pierre Dubois', { selector: 'td *' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    await rowOf('Michael Thompson');
    expect(screen.queryByText('Laura Méndez', { selector: 'td *' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByPlaceholderText('Buscar por nombre, email o mensaje'), {
      target: { value: 'child seat' },
    });
    await waitFor(() => expect(screen.queryByText('Laura Méndez', { selector: 'td *' })).toBeNull());
    expect(screen.getByText('Anna Schmidt', { selector: 'td *' })).toBeInTheDocument();
  });

  it('CONTACT-03 shows 20 messages per page', async () => {
    const dataProvider = fakeDataProvider({}, { contact: many() });
    const getList = vi.spyOn(dataProvider, 'getList');
    renderApp('owner', { path: 'contact', dataProvider });
    await rowOf('Visitante 25');
    expect(screen.getAllByText(/^Visitante \d\d$/, { selector: 'td *' })).toHaveLength(20);
    expect(getList).toHaveBeenCalledWith('contact', expect.objectContaining({ pagination: { page: 1, perPage: 20 } }));
    expect(screen.queryByText('Visitante 05', { selector: 'td *' })).toBeNull();
  });

  it(
    'CONTACT-09 clicking an unread row marks it read with PUT leido; CONTACT-10 a read row is not ' + 'changed back',
    async () => {
      const dataProvider = fakeDataProvider();
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('secretary', { path: 'contact', dataProvider });
      fireEvent.click(await rowOf('Laura Méndez'));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith('contact', expect.objectContaining({ data: { leido: true } })),
      );
      await waitFor(async () => expect(within(await rowOf('Laura Méndez')).getByText('READ')).toBeInTheDocument());
      fireEvent.click(await rowOf('Michael Thompson'));
      fireEvent.click(await rowOf('Laura Méndez'));
      expect(update).toHaveBeenCalledTimes(1);
    },
  );

  it('CONTACT-07 Delete asks Are you sure? inline; No keeps the message, Yes deletes it', async () => {
    renderApp('secretary', { path: 'contact' });
    const row = await rowOf('Anna Schmidt');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(within(row).getByText('Are you sure?')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'No' }));
    expect(within(row).queryByText('Are you sure?')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Anna Schmidt', { selector: 'td *' })).toBeNull());
  });

  it('CONTACT-13 a failed delete is only logged and the message stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('secretary', {
      path: 'contact',
      dataProvider: fakeDataProvider({ delete: vi.fn().mockRejectedValue(new HttpError('down', 500)) }),
    });
    const row = await rowOf('Anna Schmidt');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Deleting the message failed', expect.anything()));
    expect(screen.getByText('Anna Schmidt', { selector: 'td *' })).toBeInTheDocument();
  });

  it(
    'CONTACT-08 CONTACT-09 the detail shows the original message as text and the thread, marks it read, and ' +
      'Back returns to the list',
    async () => {
      const dataProvider = fakeDataProvider(
        {},
        {
          contact: [
            { ...demoContactMessages()[0], mensaje: 'Hola <b>equipo</b>\nsegunda línea' },
            ...demoContactMessages().slice(1),
          ],
        },
      );
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('secretary', { path: 'contact/1/show', dataProvider });
      expect(await screen.findByTestId('contact-original')).toHaveTextContent('Hola <b>equipo</b> segunda línea');
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith('contact', expect.objectContaining({ id: 1, data: { leido: true } })),
      );
      expect(screen.getByText('Aún no hay respuestas.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('link', { name: 'Back' }));
      expect(await screen.findByText('New messages: 1')).toBeInTheDocument();
    },
  );

  it(
    'CONTACT-11 an internal note is added to the thread (PUT with chat) and labelled as such; a failed save ' +
      'keeps the typed note',
    async () => {
      const dataProvider = fakeDataProvider();
      renderApp('secretary', { path: 'contact/3/show', dataProvider });
      const thread = await screen.findByTestId('contact-thread');
      expect(within(thread).getAllByText(/secretaria|dueno/)).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Nota interna' }));
      expect(screen.getByText('Solo la ve el equipo: no se envía al cliente.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Nota interna'), {
        target: { value: 'Les esperamos en la puerta del puerto.' },
      });
      const update = vi.spyOn(dataProvider, 'update').mockRejectedValueOnce(new HttpError('down', 500));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fireEvent.click(screen.getByRole('button', { name: 'Guardar nota interna' }));
      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(screen.getByLabelText('Nota interna')).toHaveValue('Les esperamos en la puerta del puerto.');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar nota interna' }));
      const line = (await within(thread).findByText('Les esperamos en la puerta del puerto.')).closest(
        '[data-testid="contact-thread-line"]',
      ) as HTMLElement;
      expect(within(line).getByText('Nota interna')).toBeInTheDocument();
      const sent = update.mock.calls[1][1].data as { chat: { from: string; text: string }[] };
      expect(sent.chat).toHaveLength(3);
      expect(sent.chat[2]).toMatchObject({ from: 'secretaria', text: 'Les esperamos en la puerta del puerto.' });
      await waitFor(() => expect(screen.getByLabelText('Nota interna')).toHaveValue(''));
    },
  );

  it('CONTACT-14 an unknown message shows Message not found', async () => {
    renderApp('secretary', { path: 'contact/999/show' });
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
  });
});

describe('contact inbox rows', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    for (const side of ['clientWidth', 'clientHeight'] as const) Reflect.deleteProperty(document.documentElement, side);
  });

  /** A screen of 1400 × 900 px, as popper reads the viewport (jsdom's is 0 × 0). */
  function screenOf(width: number, height: number) {
    Object.defineProperty(document.documentElement, 'clientWidth', { value: width, configurable: true });
    Object.defineProperty(document.documentElement, 'clientHeight', { value: height, configurable: true });
  }

  /** Where popper put an element: the translate of its inline style. */
  const placed = (element: HTMLElement) => {
    const match = /translate(?:3d)?\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
    return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
  };

  it("CONTACT-05 STRUCTURE a cut name's tooltip opens over the name itself, not over the next row", async () => {
    screenOf(1400, 900);
    renderApp('secretary', { path: 'contact' });
    const name = await screen.findByText('Laura Méndez', { selector: 'td *' });
    // The name's line in its row: 20 px tall, from 100 px down; the next row starts at 120 px.
    vi.spyOn(name, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 50, y: 100, width: 160, height: 20 }),
    );
    fireEvent.mouseOver(name);
    const popper = (await screen.findByRole('tooltip')).closest<HTMLElement>('.MuiTooltip-popper')!;
    // The tooltip's box starts 18 px (its gap and padding) above its words, which sit on the name's line.
    await waitFor(() => expect(placed(popper)?.y).toBe(100 - 18));
  });
});
