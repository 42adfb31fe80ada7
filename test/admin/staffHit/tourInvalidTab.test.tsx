import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('Create Tour with an invalid field on another tab', () => {
  it('STAFF TOUR-09 marks the tab that holds the invalid field and says why, instead of doing nothing', async () => {
    const dataProvider = fakeDataProvider();
    const create = vi.spyOn(dataProvider, 'create');
    renderApp('owner', { path: 'tours/new', dataProvider });
    fireEvent.change(await screen.findByLabelText(/^Tour Name/), { target: { value: 'Sunset Catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'sunset-catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '3 hours' } });
    fireEvent.change(screen.getByLabelText(/^Capacity/), { target: { value: '1-10 people' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    fireEvent.change(screen.getByLabelText(/^Full Description/), { target: { value: 'Along the bay.' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    fireEvent.change(screen.getByLabelText(/^Base Price/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^Precio extra por persona/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(await screen.findByText(/No se guardó: corrija .* «Pricing»/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveClass('error'));
    expect(create).not.toHaveBeenCalled();
  });
});
