import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => localStorage.clear());

describe('Expiration Monitor', () => {
  it('ADS-19 ADS-17 lists active ads ending within 7 days and ads already expired, each with days left', async () => {
    renderApp('owner', { path: 'advertisement-expiration' });
    const expiring = await screen.findByRole('region', { name: 'Vencen en los próximos 7 días' });
    expect(within(expiring).getByText('Toyota RAV4 2021')).toBeInTheDocument();
    expect(within(expiring).getByText('6d left')).toBeInTheDocument();
    expect(within(expiring).queryByText('Oceanfront Villa in Sosúa')).toBeNull();
    const expired = screen.getByRole('region', { name: 'Expired' });
    expect(within(expired).getByText('Hillside Villa with Pool, Sosúa')).toBeInTheDocument();
    expect(within(expired).getByText('Apartment near the Malecón, Puerto Plata')).toBeInTheDocument();
    expect(within(expired).getByText('Venció hace 1 día')).toBeInTheDocument();
  });
});
