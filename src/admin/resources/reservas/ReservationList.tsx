import { Datagrid, FunctionField, List, NumberField, Pagination, ReferenceField, TextField, useNotify, Translate } from 'react-admin';
import { Typography } from '@mui/material';
import { RESERVATIONS_PER_PAGE, type Reservation } from '../../../domain/reservations';
import { ResponsiveList } from '../../components/ResponsiveList';
import { DayField } from '../../components/DateFields';
import { useDates } from '../../i18n/dates';
import { ReservationName } from './ReservationName';
import { ReservationStatePill } from './ReservationStatePill';
import { ReservationStats } from './ReservationStats';
import { StateTabs } from './StateTabs';
import { ListError } from './ListError';

const Empty = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    <Translate i18nKey="ep.reservations.empty" />
  </Typography>
);

/** RES-11: a nueva reservation stands out. */
const rowSx = (record: Reservation) =>
  record.estado === 'nueva' ? { backgroundColor: 'warning.light', '& td': { fontWeight: 'bold' } } : {};

/**
 * RES-01..14: the period tabs with the Reservas and Ganancia cards and the chart, the estado tabs, and the
 * table of 20 a page. The screen only reads; the estado changes on the detail (reservas/{id}).
 */
export function ReservationList() {
  const notify = useNotify();
  const { day } = useDates();
  return (
    <List
      title="ep.reservations.title"
      sort={{ field: 'fecha', order: 'DESC' }}
      perPage={RESERVATIONS_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[RESERVATIONS_PER_PAGE]} />}
      actions={false}
      empty={false}
      queryOptions={{ onError: () => notify('ep.reservations.loadError', { type: 'error' }) }}
    >
      <ReservationStats />
      <StateTabs />
      <ListError />
      <ResponsiveList<Reservation>
        primaryText={(record) => record.nombre}
        secondaryText={(record) => (
          <span>
            {day(record.fecha)} · {record.personas} pasajeros · <ReservationStatePill record={record} />
          </span>
        )}
        empty={<Empty />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} rowSx={rowSx} empty={<Empty />}>
          <FunctionField<Reservation> source="nombre" label="ep.reservations.name" render={(record) => <ReservationName record={record} />} />
          <DayField source="fecha" label="ep.reservations.date" />
          <ReferenceField source="tour_id" reference="tours" label="ep.reservations.tour" link={false} sortable={false}>
            <TextField source="nombre" />
          </ReferenceField>
          <NumberField source="personas" label="ep.reservations.people" />
          <FunctionField<Reservation> source="estado" label="ep.reservations.state" render={(record) => <ReservationStatePill record={record} />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
