import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const cards = () => screen.queryAllByTestId('policy-card');
const cardOf = (title: string) => cards().find((card) => within(card).queryAllByText(title).length > 0)!;

describe('Policies Management', () => {
  it(
    'POL-01 POL-02 POL-11 one card per policy: type label, Active, a plain-text preview, ' + 'Deactivate and Edit',
    async () => {
      renderApp('owner', { path: 'policies' });
      await waitFor(() => expect(cards()).toHaveLength(3));
      const card = cardOf('Cancellation Policy');
      expect(within(card).getAllByText('Cancellation Policy')).toHaveLength(2);
      expect(within(card).getByText('Active')).toBeInTheDocument();
      const preview = within(card).getByTestId('policy-preview');
      expect(preview.textContent).toMatch(/^Cancellation Policy Free cancellation Transfers: cancel up to 24 hours/);
      expect(preview.textContent).not.toMatch(/[#*]/);
      expect(preview.textContent!.length).toBeLessThanOrEqual(201);
      expect(within(card).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/ep-control\/dueno\/policies\/\d+$/),
      );
    },
  );

  it('POL-04 Deactivate sends only {active} and the card turns Inactive with Activate', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.fn(dataProvider.update);
    dataProvider.update = update;
    renderApp('owner', { path: 'policies', dataProvider });
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cardOf('Privacy Policy')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(cardOf('Privacy Policy')).getByText('Inactive')).toBeInTheDocument());
    expect(within(cardOf('Privacy Policy')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toEqual({ active: false });
  });

  it('POL-05 a failed toggle leaves the card as it was, with no message', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ update }) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cardOf('Terms of Service')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(cardOf('Terms of Service')).getByRole('button', { name: 'Deactivate' })).toBeEnabled(),
    );
    expect(within(cardOf('Terms of Service')).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it(
    'POL-06 POL-07 an empty list says how to start; Initialize Policies creates the three defaults and the ' +
      'list reloads',
    async () => {
      renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({}, { policies: [] }) });
      expect(
        await screen.findByText('No policies found. Click "Initialize Policies" to create default policies.'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('button', { name: 'Initialize Policies' })[0]);
      await waitFor(() => expect(cards()).toHaveLength(3));
      for (const title of ['Privacy Policy', 'Terms of Service', 'Cancellation Policy'])
        expect(cardOf(title)).toBeDefined();
    },
  );

  it(
    'POL-09 a refused initialization says Failed to initialize policies; no answer at all, Error ' +
      'initializing policies',
    async () => {
      const initPolicies = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockRejectedValueOnce(new HttpError('Error de conexión', 0));
      renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ initPolicies }) });
      await waitFor(() => expect(cards()).toHaveLength(3));
      fireEvent.click(screen.getByRole('button', { name: 'Initialize Policies' }));
      expect(await screen.findByText('Failed to initialize policies')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Initialize Policies' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Initialize Policies' }));
      expect(await screen.findByText('Error initializing policies')).toBeInTheDocument();
    },
  );

  it('POL-08 a failed load says Failed to load policies: {status} {text}', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Failed to load policies: 500 Internal Server Error')).toBeInTheDocument();
  });

  it('POL-03 POL-04 Edit Policy has Title, Content and the Active checkbox, and saves the whole policy', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.fn(dataProvider.update);
    dataProvider.update = update;
    renderApp('owner', { path: 'policies/1', dataProvider });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    expect(screen.getByText('Edit Policy')).toBeInTheDocument();
    expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).value).toMatch(/^# Privacy Policy/);
    const active = screen.getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      title: 'Privacy Policy 2026',
      active: false,
      policy_type: 'privacy',
      content: expect.stringContaining('# Privacy Policy'),
    });
    await waitFor(() => expect(cardOf('Privacy Policy 2026')).toBeDefined());
    expect(within(cardOf('Privacy Policy 2026')).getByText('Inactive')).toBeInTheDocument();
  });
});
