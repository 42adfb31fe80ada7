import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.findByRole('article', { name });

describe('Advertising plans', () => {
  it('PLAN-01 the plans are a grid of cards, cheapest first', async () => {
    renderApp('owner', { path: 'advertising-plans' });
    await card('Premium');
    expect(
      within(screen.getByTestId('plan-grid'))
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Free', 'Basic', 'Featured', 'Premium']);
    expect(within(await card('Basic')).getByText('$9.99')).toBeInTheDocument();
  });

  it("PLAN-02 PLAN-11 a plan is edited in its card; saving says 'Plan updated successfully!'", async () => {
    const provider = fakeDataProvider();
    const update = vi.fn(provider.update);
    renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, update } });
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
    const price = await screen.findByLabelText(/^Precio \(USD\)/);
    expect(price).toHaveAttribute('step', '0.01');
    fireEvent.change(price, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][0]).toBe('advertising-plans');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 2, data: { price_usd: 12.5, version: 1 } });
    expect(within(await card('Basic')).getByText('$12.50')).toBeInTheDocument();
  });

  it(
    'PLAN-11 STAFF the inline edit keeps room for every number label: its fields wrap rather ' + 'than cut them',
    async () => {
      renderApp('owner', { path: 'advertising-plans' });
      fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
      for (const label of [/^Precio \(USD\)/, /^Duración \(días\)/, /^Máximo de fotos/, /^Días destacado/]) {
        let row: HTMLElement | null = await screen.findByLabelText(label);
        while (row && getComputedStyle(row).display !== 'grid') row = row.parentElement;
        expect(row, String(label)).not.toBeNull();
        expect(getComputedStyle(row!).gridTemplateColumns).toBe('repeat(auto-fit, minmax(11rem, 1fr))');
      }
    },
  );

  it("PLAN-11 a failed update says 'Error updating plan' and keeps the form with what was typed", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ update }) });
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Basic plus' } });
    fireEvent.click(screen.getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Error updating plan')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Basic plus');
  });

  it(
    "PLAN-04 PLAN-06 PLAN-07 PLAN-08 PLAN-09 PLAN-10 PLAN-12 'Add New Plan' opens a modal with the defaults; " +
      "saving says 'Plan created successfully!'",
    async () => {
      const provider = fakeDataProvider();
      const create = vi.fn(provider.create);
      renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, create } });
      await card('Free');
      fireEvent.click(screen.getByRole('button', { name: 'Add New Plan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
      expect(within(dialog).getByLabelText('Duración (días) *')).toHaveValue(30);
      expect(within(dialog).getByLabelText('Precio (USD) *')).toHaveValue(0);
      expect(within(dialog).getByLabelText('Máximo de fotos *')).toHaveValue(5);
      expect(within(dialog).getByLabelText('Tasa de éxito')).toHaveValue('Standard visibility');
      expect(within(dialog).getByLabelText('Active')).toBeChecked();
      fireEvent.change(within(dialog).getByLabelText('Name *'), { target: { value: 'Weekend' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /Guardar|Save/ }));
      expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
      expect(create.mock.calls[0][1].data).toMatchObject({
        name: 'Weekend',
        duration_days: 30,
        price_usd: 0,
        max_photos: 5,
        success_rate: 'Standard visibility',
        is_active: true,
      });
      expect(await card('Weekend')).toBeInTheDocument();
    },
  );

  it("PLAN-12 a failed create says 'Error creating plan'", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ create }) });
    await card('Free');
    fireEvent.click(screen.getByRole('button', { name: 'Add New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
    fireEvent.change(within(dialog).getByLabelText('Name *'), { target: { value: 'Weekend' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Error creating plan')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name *')).toHaveValue('Weekend');
  });

  it(
    "PLAN-03 PLAN-13 Delete asks 'Are you sure you want to delete this plan?' and then says 'Plan deleted " +
      "successfully!'",
    async () => {
      const provider = fakeDataProvider();
      const remove = vi.fn(provider.delete);
      renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, delete: remove } });
      fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Are you sure you want to delete this plan?')).toBeInTheDocument();
      expect(remove).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
      expect(await screen.findByText('Plan deleted successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Featured' })).toBeNull());
    },
  );

  it(
    'PLAN-13 STAFF deleting a plan active ads use names the plan and says how many ads, before ' + 'confirming',
    async () => {
      const provider = fakeDataProvider();
      const { total } = await provider.getList('advertising', {
        filter: { plan_id: 3, status: 'active' },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      });
      expect(total).toBeGreaterThan(0);
      renderApp('owner', { path: 'advertising-plans', dataProvider: provider });
      fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar «Featured»' });
      const warning = total === 1 ? '1 anuncio activo usa este plan' : `${total} anuncios activos usan este plan`;
      expect(await within(dialog).findByText(new RegExp(warning))).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
      fireEvent.click(within(await card('Free')).getByRole('button', { name: 'Delete' }));
      const unused = await screen.findByRole('dialog', { name: 'Eliminar «Free»' });
      expect(within(unused).getByText('Are you sure you want to delete this plan?')).toBeInTheDocument();
      await waitFor(() => expect(within(unused).queryByText(/usan? este plan/)).toBeNull());
    },
  );

  it("PLAN-13 a failed delete says 'Error deleting plan'", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ delete: remove }) });
    fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error deleting plan')).toBeInTheDocument();
    expect(await card('Featured')).toBeInTheDocument();
  });
});
