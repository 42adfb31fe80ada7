import { Edit, Labeled, NumberField, ReferenceField, SelectInput, SimpleForm, TextField, required, useNotify, useRedirect } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { Stack } from '@mui/material';
import { RESERVATION_STATES } from '../../../domain/reservations';
import { FormToolbar } from '../../components/FormToolbar';
import { useSaveFailure } from '../../components/useSaveFailure';

const stateChoices = RESERVATION_STATES.map((estado) => ({ id: estado, name: `ep.reservations.states.${estado}` }));

/** DECISIONS.md reservas/{id}: the reservation with its tour; the owner changes estado, nothing else. */
export function ReservationEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveFailure();
  const onSuccess = () => {
    notify('ep.reservations.saved', { type: 'success' });
    redirect('list', 'reservas');
  };
  return (
    <Edit title="ep.reservations.editTitle" mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }}>
      <SimpleForm toolbar={<FormToolbar />} warnWhenUnsavedChanges>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} flexWrap="wrap" useFlexGap>
          <Labeled label="ep.reservations.name">
            <TextField source="nombre" />
          </Labeled>
          <Labeled label="ep.reservations.date">
            <DayField source="fecha" />
          </Labeled>
          <Labeled label="ep.reservations.tour">
            <ReferenceField source="tour_id" reference="tours" link="edit">
              <TextField source="nombre" />
            </ReferenceField>
          </Labeled>
          <Labeled label="ep.reservations.people">
            <NumberField source="personas" />
          </Labeled>
          <Labeled label="ep.reservations.email">
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled label="ep.reservations.phone">
            <TextField source="telefono" emptyText="—" />
          </Labeled>
        </Stack>
        <TextField source="notas" emptyText="" />
        <SelectInput source="estado" label="ep.reservations.state" choices={stateChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
