import {
  CreateButton,
  Translate,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { BOOKINGS_PER_PAGE, type Booking } from '../../../domain/bookings';
import { DayField } from '../../components/DateFields';
import { BookingName } from './BookingName';
import { BookingStatePill } from './BookingStatePill';
import { BookingStats } from './BookingStats';
import { StateTabs } from './StateTabs';
import { ListError } from './ListError';
import { ManifestLink } from './ManifestLink';
import { BookingCards } from './BookingCards';
import { ListExport } from '../../components/ListExport';
import { ListPagination } from '../../components/ListPagination';
import { bookingsExporter } from './bookingsExporter';
import { periodFilter } from './periodWindow';
import { usd } from '../../components/usd';
import { bookingReference } from '../../../domain/guestJourney';
import { BookingSearch } from './BookingSearch';
import { BookingLabelField } from './BookingLabelField';

const Empty = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    <Translate i18nKey="ep.reservations.empty" />
  </Typography>
);

/** RES-11: a nueva booking stands out. */
const rowSx = (record: Booking) =>
  record.estado === 'nueva' ? { backgroundColor: 'warning.light', '& td': { fontWeight: 'bold' } } : {};

const Actions = () => (
  <TopToolbar>
    <ManifestLink />
    <ListExport />
    <CreateButton label="ep.bookings.newBooking" />
  </TopToolbar>
);

/**
 * RES-01..14: the period tabs (which filter the table too) with the Reservas, Ganancia and Por cobrar cards
 * and the chart, the estado tabs and "con saldo pendiente", and the table of 20 a page (cards on a phone).
 * The list only filters; a booking is taken on reservas/create and changed on its detail (DECISIONS RES-12).
 */
export function BookingList() {
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="ep.reservations.title"
      sort={{ field: 'fecha', order: 'DESC' }}
      perPage={BOOKINGS_PER_PAGE}
      pagination={<ListPagination rowsPerPageOptions={[BOOKINGS_PER_PAGE]} />}
      actions={<Actions />}
      filterDefaultValues={periodFilter('mensual')}
      empty={false}
      exporter={bookingsExporter}
      queryOptions={{ onError: () => notify('ep.reservations.loadError', { type: 'error' }) }}
    >
      <BookingSearch />
      <BookingStats />
      <StateTabs />
      <ListError />
      {phone ? (
        <BookingCards empty={<Empty />} />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false} rowSx={rowSx} empty={<Empty />}>
          <FunctionField<Booking>
            source="id"
            label="ep.guest.staff.reference"
            render={(record) => bookingReference(record.id)}
          />
          <FunctionField<Booking>
            source="nombre"
            label="ep.reservations.name"
            render={(record) => <BookingName record={record} />}
          />
          <DayField source="fecha" label="ep.reservations.date" />
          <BookingLabelField source="tour_id" label="ep.reservations.tour" sortable={false} />
          <NumberField source="personas" label="ep.reservations.people" />
          <FunctionField<Booking>
            source="balance"
            label="ep.bookings.money.due"
            render={(record) => usd(record.balance)}
          />
          <FunctionField<Booking>
            source="estado"
            label="ep.reservations.state"
            render={(record) => <BookingStatePill record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
