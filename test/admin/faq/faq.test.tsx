import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

/** Table rows showing a text (the delete dialog repeats the question). */
const rowsWith = (text: string) => screen.queryAllByText(text).filter((element) => element.closest('tr'));

const firstQuestion = '¿Cómo encuentro a mi chofer en el aeropuerto de Puerto Plata (POP)?';

describe('FAQ screen', () => {
  it('FAQ-01 FAQ-05 lists the FAQs (question, answer, language) with add, edit and delete', async () => {
    renderApp('owner', { path: 'faq' });
    const row = (await screen.findByText(firstQuestion)).closest('tr')!;
    expect(within(row).getByText(/Su chofer le espera/)).toBeInTheDocument();
    expect(within(row).getByText('Español')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Borrar|Eliminar/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir pregunta' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/faq/create',
    );
  });

  it('FAQ-03 an empty list says No FAQs yet.', async () => {
    renderApp('owner', { path: 'faq', dataProvider: fakeDataProvider({}, { faq: [] }) });
    expect(await screen.findByText('No FAQs yet.')).toBeInTheDocument();
  });

  it('FAQ-06 a failed load shows Error loading FAQs', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'faq', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Error loading FAQs')).toBeInTheDocument();
  });

  it('FAQ-02 FAQ-07 delete asks Delete this FAQ? first, then says Deleted!', async () => {
    const dataProvider = fakeDataProvider();
    const del = vi.fn(dataProvider.delete);
    dataProvider.delete = del;
    renderApp('owner', { path: 'faq', dataProvider });
    const row = (await screen.findByText(firstQuestion)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Borrar|Eliminar/ }));
    expect(await screen.findByText('Delete this FAQ?')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    await waitFor(() => expect(rowsWith(firstQuestion)).toHaveLength(0));
  });

  it('FAQ-07 a failed delete says Error deleting FAQ and keeps the FAQ', async () => {
    const del = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'faq', dataProvider: fakeDataProvider({ delete: del }) });
    const row = (await screen.findByText(firstQuestion)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Borrar|Eliminar/ }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error deleting FAQ')).toBeInTheDocument();
    expect(rowsWith(firstQuestion)).toHaveLength(1);
  });

  it('FAQ-04 question and answer are required; nothing is sent', async () => {
    const create = vi.fn();
    renderApp('owner', { path: 'faq/create', dataProvider: fakeDataProvider({ create }) });
    const question = await screen.findByLabelText(/Pregunta/);
    fireEvent.change(question, { target: { value: 'x' } });
    fireEvent.change(question, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La pregunta es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La respuesta es obligatoria')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it(
    'FAQ-08 a save says Saved! and returns to the list; a failed one says Error saving FAQ and keeps what ' +
      'was typed',
    async () => {
      const dataProvider = fakeDataProvider();
      const create = vi.fn().mockRejectedValueOnce(new HttpError('boom', 500)).mockImplementation(dataProvider.create);
      dataProvider.create = create;
      renderApp('owner', { path: 'faq/create', dataProvider });
      fireEvent.change(await screen.findByLabelText(/Pregunta/), { target: { value: '¿Hay asientos para niños?' } });
      fireEvent.change(screen.getByLabelText(/Respuesta/), { target: { value: 'Sí, gratis.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Error saving FAQ')).toBeInTheDocument();
      expect(screen.getByLabelText(/Pregunta/)).toHaveValue('¿Hay asientos para niños?');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      expect(create.mock.calls[1][1].data).toMatchObject({
        question: '¿Hay asientos para niños?',
        answer: 'Sí, gratis.',
        language: 'es',
      });
      expect(await screen.findByText('¿Hay asientos para niños?')).toBeInTheDocument();
    },
  );

  it('FAQ-01 FAQ-08 an edit is saved and shown in the list', async () => {
    renderApp('owner', { path: 'faq/1' });
    const question = await screen.findByLabelText(/Pregunta/);
    await waitFor(() => expect(question).toHaveValue(firstQuestion));
    fireEvent.change(question, { target: { value: '¿Dónde me espera el chofer en POP?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await screen.findByText('¿Dónde me espera el chofer en POP?')).toBeInTheDocument();
  });
});
