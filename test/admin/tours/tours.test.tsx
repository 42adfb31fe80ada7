import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { es } from '../../../src/i18n/features';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

const openNew = async (dataProvider = fakeDataProvider()) => {
  const app = renderApp('owner', { path: 'tours/new', dataProvider });
  await screen.findByRole('tab', { name: 'Basic Info' });
  return app;
};
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired() {
  type(/^Tour Name/, 'Sunset Catamaran');
  type(/^Slug/, 'sunset-catamaran');
  type(/^Duration/, '3 hours');
  type(/^Capacity/, '1-10 people');
  tab('Content');
  type(/^Full Description/, 'Catamaran along the bay at sunset.');
  tab('Pricing');
  type(/^Base Price/, '70');
}

describe('tours list', () => {
  it(
    'TOUR-02 TOUR-03 TOUR-04 TOUR-05 the spec columns, the description cut to 50, Add New Tour to tours/new, ' +
      'edit to tours/{id}',
    async () => {
      renderApp('owner', { path: 'tours' });
      const row = (await screen.findByText('27 Damajagua Waterfalls')).closest('tr')!;
      for (const header of ['Tour', 'Price', 'Duration', 'Capacity', 'Status', 'Actions'])
        expect(screen.getByText(header)).toBeInTheDocument();
      const short = 'Jump and slide down the natural waterfalls of Damajagua with certified guides.';
      expect(within(row).getByText(`${short.slice(0, 50)}…`)).toBeInTheDocument();
      expect(within(row).getByText('$85.00')).toBeInTheDocument();
      expect(within(row).getByText('Active')).toBeInTheDocument();
      expect(within(row).getByText('Featured')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add New Tour' })).toHaveAttribute('href', '/ep-control/dueno/tours/new');
      expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/ep-control/dueno/tours/1',
      );
      expect(within(row).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Eliminar forzado' })).toBeInTheDocument();
    },
  );
});

describe('tour form', () => {
  it(
    'TOUR-06 TOUR-07 TOUR-08 TOUR-09 tours/new is the create form: Add New Tour, seven tabs, ' + 'Create Tour',
    async () => {
      await openNew();
      expect(screen.getByText('Add New Tour')).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
        'Basic Info',
        'Content',
        'Pricing',
        'Media',
        'Services',
        'SEO',
        'Settings',
      ]);
      expect(screen.getByRole('button', { name: 'Create Tour' })).toBeInTheDocument();
    },
  );

  it('TOUR-07 TOUR-08 TOUR-09 tours/{id} is the update form: Edit Tour, Update Tour, the stored values', async () => {
    renderApp('owner', { path: 'tours/3' });
    expect(await screen.findByDisplayValue('Cable Car to Pico Isabel de Torres')).toBeInTheDocument();
    expect(screen.getByText('Edit Tour')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Tour' })).toBeInTheDocument();
  });

  it('TOUR-12 TOUR-16 TOUR-17 TOUR-18 TOUR-19 TOUR-20 TOUR-21 defaults and option lists', async () => {
    await openNew();
    tab('Pricing');
    expect(screen.getByLabelText(/^Precio extra por persona/)).toHaveValue(15);
    tab('Media');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ícono/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Plane',
      'Car',
      'Mountain',
      'Waves',
      'TreePine',
      'Fish',
      'Camera',
      'Star',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    tab('Settings');
    const rating = screen.getByRole('combobox', { name: /Calificación/ });
    expect(rating).toHaveTextContent('5');
    fireEvent.mouseDown(rating);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Orden/)).toHaveValue(0);
  });

  it(
    "TOUR-10 STAFF a new tour's slug follows its name as a post's does, until typed by hand; an edit " +
      'keeps its slug',
    async () => {
      await openNew();
      type(/^Tour Name/, 'Excursión a Los Charcos');
      expect(screen.getByLabelText(/^Slug/)).toHaveValue('excursion-a-los-charcos');
      fireEvent.blur(screen.getByLabelText(/^Slug/));
      type(/^Slug/, 'charcos');
      type(/^Tour Name/, 'Excursión a Los Charcos de Damajagua');
      expect(screen.getByLabelText(/^Slug/)).toHaveValue('charcos');
    },
  );

  it("TOUR-10 STAFF editing a tour's name keeps its stored slug", async () => {
    renderApp('owner', { path: 'tours/3' });
    const name = await screen.findByDisplayValue('Cable Car to Pico Isabel de Torres');
    const slug = (screen.getByLabelText(/^Slug/) as HTMLInputElement).value;
    fireEvent.change(name, { target: { value: 'Teleférico' } });
    expect(screen.getByLabelText(/^Slug/)).toHaveValue(slug);
  });

  it('TOUR-10 the required fields stop the save', async () => {
    const create = vi.fn();
    await openNew(fakeDataProvider({ create }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(await screen.findByText(es.ep.tours.nameRequired)).toBeInTheDocument();
    for (const message of [es.ep.tours.slugRequired, es.ep.tours.durationRequired, es.ep.tours.capacityRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    tab('Content');
    expect(screen.getByText(es.ep.tours.descriptionRequired)).toBeInTheDocument();
    tab('Pricing');
    expect(screen.getByText(es.ep.tours.priceRequired)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('TOUR-11 TOUR-13 extra price below 0 is refused; the pricing message stops at 255 characters', async () => {
    const create = vi.fn();
    await openNew(fakeDataProvider({ create }));
    await fillRequired();
    type(/^Precio extra por persona/, '-1');
    expect(screen.getByLabelText(/^Mensaje de precio/)).toHaveAttribute('maxLength', '255');
    const extra = screen.getByLabelText<HTMLInputElement>(/^Precio extra por persona/);
    expect(extra).toHaveAttribute('min', '0');
    // The browser refuses a form with a field below its minimum before it submits (and says why beside the field).
    expect(extra.validity.rangeUnderflow).toBe(true);
    expect(extra.form!.checkValidity()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('TOUR-14 the Pricing tab quotes 1 to 12 people live from the base and extra prices', async () => {
    await openNew();
    tab('Pricing');
    type(/^Base Price/, '100');
    type(/^Precio extra por persona/, '20');
    const rows = within(screen.getByTestId('tour-quote')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.children[1].textContent)).toEqual([
      '$100.00',
      '$100.00',
      '$100.00',
      '$100.00',
      '$120.00',
      '$140.00',
      '$160.00',
      '$180.00',
      '$200.00',
      '$220.00',
      '$240.00',
      '$260.00',
    ]);
  });

  it(
    'TOUR-15 TOUR-22 TOUR-23 TOUR-27 saves numbers and lists, prefixes the image, says so and shows the list ' +
      '1.5 s later',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn(base.create);
      const { router } = await openNew(fakeDataProvider({ create }));
      await fillRequired();
      tab('Content');
      fireEvent.click(screen.getAllByRole('button', { name: /add|añadir/i })[0]);
      fireEvent.change(await screen.findByRole('textbox', { name: '' }), { target: { value: 'Open bar' } });
      tab('Media');
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'sunset.jpg' } });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        nombre: 'Sunset Catamaran',
        precio: 70,
        extra_price_per_person: 15,
        rating: 5,
        order: 0,
        active: true,
        highlights: ['Open bar'],
        background_image: '/media/sunset.jpg',
      });
      expect(await screen.findByText(es.ep.tours.saved)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/ep-control/dueno/tours/new');
      await act(async () => vi.advanceTimersByTime(1500));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/tours'));
    },
  );

  it('TOUR-27 STAFF a saved tour returns to the whole list, not one still filtered by an earlier search', async () => {
    // What react-admin kept of the list when the owner last searched it for another tour.
    const stale = { filter: { q: 'damajagua' }, displayedFilters: { q: true }, sort: 'order', order: 'ASC', page: 1 };
    localStorage.setItem('RaStore.tours.listParams', JSON.stringify(stale));
    const { router } = renderApp('owner', { path: 'tours/2' });
    await screen.findByRole('button', { name: 'Update Tour' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText(es.ep.tours.saved)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/tours'));
    expect(await screen.findByText('Ocean World Adventure Park')).toBeInTheDocument();
    expect(screen.getByText('27 Damajagua Waterfalls')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(es.ep.tours.searchToursByName)).toHaveValue('');
  });

  it(
    'TOUR-28 TOUR-29 STRUCTURE a slug clash (code slug_taken) says so; any other failure says Error saving ' +
      'tour; the form keeps what was typed',
    async () => {
      const create = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError(es.ep.tours.slugTaken, 400, { code: 'slug_taken', errors: { slug: es.ep.tours.slugTaken } }),
        )
        .mockRejectedValueOnce(new HttpError('boom', 500));
      await openNew(fakeDataProvider({ create }));
      await fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      expect((await screen.findAllByText(es.ep.tours.slugTaken)).length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      expect(await screen.findByText(es.ep.tours.saveError)).toBeInTheDocument();
      tab('Basic Info');
      expect(screen.getByLabelText(/^Tour Name/)).toHaveValue('Sunset Catamaran');
    },
  );

  it(
    'ERRORS TOUR-28 the slug toast follows the code slug_taken, not a field message that happens to ' + 'read the same',
    async () => {
      const create = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError('refused', 400, { code: 'validation', errors: { slug: es.ep.tours.slugTaken } }),
        );
      await openNew(fakeDataProvider({ create }));
      await fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      expect(await screen.findByText(es.ep.tours.saveError)).toBeInTheDocument();
    },
  );

  it(
    'BOOKING the form sets the daily capacity in people and the child price, checked by the tour schema, and ' +
      'saves them',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn(base.create);
      await openNew(fakeDataProvider({ create }));
      await fillRequired();
      tab('Basic Info');
      type(/^Plazas por día/, '0');
      tab('Pricing');
      type(/^Precio por niño/, '-5');
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      expect(await screen.findByText(es.ep.tours.minimum0)).toBeInTheDocument();
      tab('Basic Info');
      expect(screen.getByText(es.ep.tours.minimum1)).toBeInTheDocument();
      type(/^Plazas por día/, '2.5');
      expect(await screen.findByText(es.ep.tours.wholeNumber)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
      type(/^Plazas por día/, '24');
      tab('Pricing');
      type(/^Precio por niño/, '45');
      fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({ capacity_per_day: 24, child_price: 45 });
    },
  );

  it(
    'BOOKING the edit form shows the stored daily capacity and child price; emptied, they save as no limit and ' +
      'children as adults',
    async () => {
      const base = fakeDataProvider();
      const update = vi.fn(base.update);
      renderApp('owner', { path: 'tours/2', dataProvider: fakeDataProvider({ update }) });
      expect(await screen.findByDisplayValue('Ocean World Adventure Park')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Plazas por día/)).toHaveValue(40);
      type(/^Plazas por día/, '');
      tab('Pricing');
      expect(screen.getByLabelText(/^Precio por niño/)).toHaveValue(90);
      type(/^Precio por niño/, '');
      fireEvent.click(screen.getByRole('button', { name: 'Update Tour' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0][1].data).toMatchObject({ capacity_per_day: null, child_price: null });
    },
  );

  it('TOUR-26 an unknown tour says Tour not found and goes back to the list', async () => {
    const { router } = renderApp('owner', { path: 'tours/999' });
    expect(await screen.findByText(es.ep.tours.notFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/tours'));
  });

  it(
    "TOUR-24 TOUR-25 STAFF the image input offers image files only; a refused upload says 'Error uploading " +
      "image' and the server's reason, a server fault only the spec's text",
    async () => {
      const uploadImage = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError('El archivo pesa más de 10 MB', 413, {
            error: 'El archivo pesa más de 10 MB',
            code: 'too_large',
          }),
        )
        .mockRejectedValueOnce(new HttpError('Internal Server Error', 500, { error: 'Internal Server Error' }));
      await openNew(fakeDataProvider({ uploadImage }));
      tab('Media');
      const input = screen
        .getByTestId('image-drop-background_image')
        .querySelector('input[type=file]') as HTMLInputElement;
      expect(input.accept).toMatch(/image/);
      fireEvent.change(input, { target: { files: [new File(['x'], 'falls.png', { type: 'image/png' })] } });
      expect(
        (await screen.findAllByText('Error uploading image: El archivo pesa más de 10 MB')).length,
      ).toBeGreaterThan(0);
      fireEvent.change(input, { target: { files: [new File(['y'], 'falls2.png', { type: 'image/png' })] } });
      expect((await screen.findAllByText('Error uploading image')).length).toBeGreaterThan(0);
      expect(screen.queryByText(/Internal Server Error/)).toBeNull();
      expect(uploadImage).toHaveBeenCalledTimes(2);
    },
  );
});

describe('tour delete', () => {
  const openRow = async (dataProvider: ReturnType<typeof fakeDataProvider>) => {
    renderApp('owner', { path: 'tours', dataProvider });
    await screen.findByText('Puerto Plata City Tour');
  };
  // Looked up each time: a refresh after a delete renders the rows anew.
  const row = () => screen.getByText('Puerto Plata City Tour').closest('tr')!;

  it('TOUR-30 TOUR-31 asks in Spanish, then deletes and says Tour eliminado exitosamente', async () => {
    const base = fakeDataProvider();
    const del = vi.fn(base.delete);
    await openRow(fakeDataProvider({ delete: del }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(es.ep.tours.confirmDelete)).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('tours', expect.objectContaining({ id: 5 })));
    expect(await screen.findByText(es.ep.tours.deleted)).toBeInTheDocument();
  });

  it(
    'TOUR-32 TOUR-35 TOUR-36 STRUCTURE a refusal for reservations (code has_reservations) offers force delete, ' +
      'which removes the tour',
    async () => {
      const forceDeleteTour = vi.fn().mockResolvedValue({ data: { id: 5, deleted_reservations: 3 } });
      const del = vi.fn().mockRejectedValue(
        new HttpError('No se puede eliminar el tour: tiene 3 reservas asociadas.', 409, {
          code: 'has_reservations',
          reservations: 3,
          paid: 120.5,
        }),
      );
      await openRow(fakeDataProvider({ delete: del, forceDeleteTour }));
      fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      const dialog = await screen.findByText(/Eliminar forzadamente "Puerto Plata City Tour"/);
      expect(screen.getByText(/No se puede eliminar el tour: tiene 3 reservas asociadas\./)).toBeInTheDocument();
      expect(screen.getByTestId('force-delete-removals')).toHaveTextContent(
        'Se eliminarán 3 reservas y $120.50 cobrados por ellas.',
      );
      fireEvent.click(
        within(dialog.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'Eliminar forzadamente' }),
      );
      await waitFor(() => expect(forceDeleteTour).toHaveBeenCalledWith(5));
      expect(await screen.findByText(es.ep.tours.forceDeleted)).toBeInTheDocument();
    },
  );

  it(
    'BOOKING TOUR-35 force delete from the row names the bookings and paid money it removes and offers to set ' +
      'the tour inactive instead',
    async () => {
      const forceDeleteTour = vi.fn();
      const tourRemovals = vi.fn().mockResolvedValue({ data: { reservations: 1, paid: 85 } });
      const dataProvider = fakeDataProvider({ forceDeleteTour, tourRemovals });
      const update = vi.spyOn(dataProvider, 'update');
      await openRow(dataProvider);
      fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar forzado' }));
      const dialog = await screen.findByRole('dialog');
      // A loaded machine: the removals, the save and the list's refresh each get time of their own.
      expect(
        await within(dialog).findByText('Se eliminarán 1 reserva y $85.00 cobrados por ella.'),
      ).toBeInTheDocument();
      expect(tourRemovals).toHaveBeenCalledWith(5);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar en su lugar' }));
      expect(await screen.findByText(es.ep.tours.deactivated)).toBeInTheDocument();
      expect(update).toHaveBeenCalledWith(
        'tours',
        expect.objectContaining({ id: 5, data: expect.objectContaining({ id: 5, active: false }) }),
      );
      expect(forceDeleteTour).not.toHaveBeenCalled();
      await waitFor(() => expect(within(row()).getByText('Inactive')).toBeInTheDocument());
    },
  );

  it('ERRORS TOUR-32 force delete is offered by the code has_reservations, not by words in the message', async () => {
    const del = vi
      .fn()
      .mockRejectedValue(
        new HttpError('No se puede eliminar el tour: tiene 3 reservas asociadas.', 409, { code: 'conflict' }),
      );
    await openRow(fakeDataProvider({ delete: del }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('Error al eliminar tour: No se puede eliminar el tour: tiene 3 reservas asociadas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Eliminar forzadamente/)).toBeNull();
  });

  it(
    'TOUR-33 TOUR-34 STRUCTURE other delete errors and network failures have their messages, whatever ' + 'the words',
    async () => {
      // A refusal worded like the bookings one but without its code is just an error: the code decides.
      const del = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('No se puede eliminar: reservas', 403, { code: 'forbidden' }))
        .mockRejectedValueOnce(new HttpError('Error de conexión', 0, { code: 'network' }));
      await openRow(fakeDataProvider({ delete: del }));
      fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText('Error al eliminar tour: No se puede eliminar: reservas')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText(es.ep.tours.deleteNetworkError)).toBeInTheDocument();
    },
  );

  it('TOUR-35 TOUR-37 TOUR-38 force delete from the row asks first; its failures have their messages', async () => {
    const forceDeleteTour = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Not found', 404))
      .mockRejectedValueOnce(new HttpError('Error de conexión', 0));
    await openRow(fakeDataProvider({ forceDeleteTour }));
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar forzado' }));
    expect(await screen.findByText(es.ep.tours.confirmForceDelete)).toBeInTheDocument();
    expect(forceDeleteTour).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar forzadamente' }));
    expect(await screen.findByText('Error al eliminar tour forzadamente: Not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar forzado' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar forzadamente' }));
    expect(await screen.findByText(es.ep.tours.forceDeleteNetworkError)).toBeInTheDocument();
  });
});

describe('the Pricing tab with children (issue 39)', () => {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it(
    'BOOKING the quote table shows each party as adults and as one adult with children, who never ' + 'cost more',
    async () => {
      renderApp('owner', { path: 'tours/new' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Pricing' }));
      type(/^Base Price/, '140');
      type(/^Precio extra por persona/, '15');
      type(/^Precio por niño/, '70');
      const table = screen.getByTestId('tour-quote');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Personas', 'Adultos', '1 adulto + niños']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(12);
      const cells = (index: number) => [...rows[index].children].map((cell) => cell.textContent);
      // Paradise Island: 1 adult + 3 children is the base's $140, not $350; 6 people pay 2 × $15 above it.
      expect(cells(3)).toEqual(['4', '$140.00', '$140.00']);
      expect(cells(5)).toEqual(['6', '$170.00', '$170.00']);
      expect(screen.getByTestId('tour-quote-child')).toHaveTextContent(
        'Cada niño por encima de 4 personas paga $15.00',
      );
      // A child price below the extra price is what each child above the base pays.
      type(/^Precio por niño/, '10');
      expect(cells(5)).toEqual(['6', '$170.00', '$160.00']);
      expect(screen.getByTestId('tour-quote-child')).toHaveTextContent('paga $10.00');
    },
  );
});

describe('a tour’s departures and pickup places', () => {
  afterEach(() => localStorage.clear());

  it(
    'BOOKING the tour screen lists its departure times and pickup places with the pickup time each place gives ' +
      'at each departure',
    async () => {
      const dataProvider = fakeDataProvider();
      const { data: tour } = await dataProvider.getOne('tours', { id: 1 });
      await dataProvider.update('tours', {
        id: 1,
        previousData: tour,
        data: {
          ...tour,
          departure_times: ['09:00', '13:00'],
          pickup_points: [
            { place: 'Playa Dorada', minutes_before: 75 },
            { place: 'Sosúa', minutes_before: 45 },
          ],
        },
      });
      renderApp('owner', { path: 'tours/1', dataProvider });
      const times = await screen.findByTestId('pickup-times');
      expect(
        within(times)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Playa Dorada: Recogida: 07:45 · 11:45', 'Sosúa: Recogida: 08:15 · 12:15']);
      // Typing another drive time retimes the place at every departure at once.
      const minutes = screen.getAllByLabelText(/Minutos antes de la salida/);
      fireEvent.change(minutes[1], { target: { value: '30' } });
      await waitFor(() =>
        expect(within(screen.getByTestId('pickup-times')).getAllByRole('listitem')[1]).toHaveTextContent(
          'Sosúa: Recogida: 08:30 · 12:30',
        ),
      );
    },
  );
});
