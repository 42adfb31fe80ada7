import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Types into a form, then clicks a menu entry: the form must ask, and a 'no' keeps the user and the edit. */
async function leaveWithChanges(path: string, field: () => Promise<HTMLElement>, menuEntry: string) {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const { router } = renderApp('owner', { path });
  const input = await field();
  fireEvent.change(input, { target: { value: 'Cambio sin guardar' } });
  fireEvent.click(screen.getByRole('menuitem', { name: menuEntry }));
  await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/cambios no se guardaron/)));
  expect(router.state.location.pathname).toBe(`/ep-control/dueno/${path}`);
  expect(input).toHaveValue('Cambio sin guardar');
}

describe('forms ask before leaving with changes', () => {
  it('STAFF TOUR-09 the tour form, creating, asks before leaving with changes', async () => {
    await leaveWithChanges('tours/new', () => screen.findByLabelText(/^Tour Name/), 'Navigation');
  });

  it('STAFF TOUR-09 the tour form, editing, asks before leaving with changes', async () => {
    await leaveWithChanges(
      'tours/3',
      () => screen.findByDisplayValue('Cable Car to Pico Isabel de Torres'),
      'Navigation',
    );
  });

  it('STAFF SET-02 the site settings form asks before leaving with changes', async () => {
    await leaveWithChanges('settings', () => screen.findByLabelText(/Nombre del sitio/), 'Navigation');
  });
});
