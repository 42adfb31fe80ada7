import { DateField, Edit, Labeled, NumberField, ReferenceField, SelectInput, SimpleForm, TextField, required, useNotify, useRedirect } from 'react-admin';
import { Stack } from '@mui/material';
import { RESERVATION_MESSAGES, RESERVATION_STATE_LABELS, RESERVATION_STATES } from '../../../domain/reservations';
import { FormToolbar } from '../../components/FormToolbar';
import { useSaveFailure } from '../../providers/useSaveFailure';

const stateChoices = RESERVATION_STATES.map((estado) => ({ id: estado, name: RESERVATION_STATE_LABELS[estado] }));

/** DECISIONS.md reservas/{id}: the reservation with its tour; the owner changes estado, nothing else. */
export function ReservationEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveFailure();
  const onSuccess = () => {
    notify(RESERVATION_MESSAGES.saved, { type: 'success' });
    redirect('list', 'reservas');
  };
  return (
    <Edit title="Reserva" mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }}>
      <SimpleForm toolbar={<FormToolbar />} warnWhenUnsavedChanges>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} flexWrap="wrap" useFlexGap>
          <Labeled label="Nombre">
            <TextField source="nombre" />
          </Labeled>
          <Labeled label="Fecha">
            <DateField source="fecha" locales="es-DO" options={{ timeZone: 'UTC' }} />
          </Labeled>
          <Labeled label="Tour">
            <ReferenceField source="tour_id" reference="tours" link="edit">
              <TextField source="nombre" />
            </ReferenceField>
          </Labeled>
          <Labeled label="Pasajeros">
            <NumberField source="personas" />
          </Labeled>
          <Labeled label="Email">
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled label="Teléfono">
            <TextField source="telefono" emptyText="—" />
          </Labeled>
        </Stack>
        <TextField source="notas" emptyText="" />
        <SelectInput source="estado" label="Estado" choices={stateChoices} translateChoice={false} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
