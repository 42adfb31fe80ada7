import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { ABOUT_DEFAULT_CONTENT } from '../../../src/domain/aboutUs';

afterEach(() => localStorage.clear());

describe('About Us', () => {
  it('ABOUT-01 ABOUT-03 one textarea holding the HTML, with Save', async () => {
    renderApp('owner', { path: 'about' });
    const content = await screen.findByLabelText(/Contenido \(HTML\)/);
    expect(content.tagName).toBe('TEXTAREA');
    expect(content).toHaveValue(ABOUT_DEFAULT_CONTENT);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('ABOUT-02 content is required; nothing is sent', async () => {
    const putSingleton = vi.fn();
    renderApp('owner', { path: 'about', dataProvider: fakeDataProvider({ putSingleton }) });
    fireEvent.change(await screen.findByLabelText(/Contenido \(HTML\)/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('El contenido es obligatorio')).toBeInTheDocument();
    expect(putSingleton).not.toHaveBeenCalled();
  });

  it('ABOUT-04 a failed load shows Error loading About Us', async () => {
    const getSingleton = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'about', dataProvider: fakeDataProvider({ getSingleton }) });
    expect(await screen.findByText('Error loading About Us')).toBeInTheDocument();
  });

  it(
    'ABOUT-05 a failed save says Error saving About Us and keeps the text; a save says Saved! and sends ' + '{content}',
    async () => {
      const dataProvider = fakeDataProvider();
      const putSingleton = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockImplementation(dataProvider.putSingleton as never);
      dataProvider.putSingleton = putSingleton;
      renderApp('owner', { path: 'about', dataProvider });
      const content = await screen.findByLabelText(/Contenido \(HTML\)/);
      fireEvent.change(content, { target: { value: '<p>Choferes de Puerto Plata</p>' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Error saving About Us')).toBeInTheDocument();
      expect(screen.getByLabelText(/Contenido \(HTML\)/)).toHaveValue('<p>Choferes de Puerto Plata</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      expect(putSingleton).toHaveBeenLastCalledWith('about', {
        content: '<p>Choferes de Puerto Plata</p>',
        version: 0,
      });
      await waitFor(() =>
        expect(screen.getByLabelText(/Contenido \(HTML\)/)).toHaveValue('<p>Choferes de Puerto Plata</p>'),
      );
    },
  );
});
