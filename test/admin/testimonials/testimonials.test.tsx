import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;

describe('testimonials screen', () => {
  it('SHELL-21 lists name, text, rating, date and status; Approve publishes a pending one', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.spyOn(dataProvider, 'update');
    renderApp('owner', { path: 'testimonials', dataProvider });
    const pending = await rowOf('John Carter');
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(pending).getByLabelText('5/5')).toBeInTheDocument();
    expect(within(await rowOf('María Fernández')).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'testimonials',
        expect.objectContaining({ data: expect.objectContaining({ approved: true }) }),
      ),
    );
    await waitFor(async () => expect(within(await rowOf('John Carter')).getByText('Aprobado')).toBeInTheDocument());
  });

  it('SHELL-21 Delete asks first, then removes the testimonial', async () => {
    renderApp('owner', { path: 'testimonials' });
    const row = await rowOf('Luis Almonte');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('¿Seguro que deseas eliminar este testimonio?')).toBeInTheDocument();
    // Issue 43: the dialog names whose testimonial it deletes.
    expect(screen.getByRole('dialog', { name: 'Eliminar el testimonio de «Luis Almonte»' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Confirmar|Confirm/ }));
    await waitFor(() => expect(screen.queryByText('Luis Almonte', { selector: 'td *' })).toBeNull());
  });

  it("SHELL-21 the screen is the owner's: the secretary gets no access", async () => {
    renderApp('secretary', { path: 'testimonials' });
    expect(await screen.findByText('Esta sección es solo para el dueño.')).toBeInTheDocument();
  });
});
