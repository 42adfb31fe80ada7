import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type UpdateParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { usersResource } from '../../../src/domain/users';

afterEach(() => localStorage.clear());

describe('an emptied optional field', () => {
  it(
    'STRUCTURE the user form saves with Vehículo emptied: the body the form sends passes the schema the ' +
      'server checks',
    async () => {
      const base = fakeDataProvider();
      // As the server answers: the declared update schema decides, a refusal is a 400 with the field's message.
      const update = vi.fn((resource: string, params: UpdateParams) => {
        const checked = usersResource.update.safeParse(params.data);
        if (!checked.success) return Promise.reject(new HttpError(checked.error.issues[0].message, 400, {}));
        return base.update(resource, { ...params, data: checked.data });
      });
      renderApp('owner', { path: 'users/3', dataProvider: fakeDataProvider({ update }) });
      const vehicle = await screen.findByLabelText('Vehículo');
      await waitFor(() => expect(vehicle).toHaveValue('Toyota Hiace 2022'));
      fireEvent.change(vehicle, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      expect(update.mock.calls[0][1].data.vehicle).toBeNull();
      expect(await update.mock.results[0].value).toMatchObject({ data: { vehicle: '' } });
    },
  );
});
