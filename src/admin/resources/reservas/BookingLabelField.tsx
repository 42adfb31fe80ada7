import { Typography } from '@mui/material';
import { useGetManyAggregate, useRecordContext, type FieldProps } from 'react-admin';
import type { Booking } from '../../../domain/bookings';
import type { Tour } from '../../../domain/tours';
import type { TransferZone } from '../../../domain/transferZones';
import { bookingLabel } from '../../../domain/bookingLabel';

const idsOf = (id: number | null | undefined) => (id === null || id === undefined ? [] : [id]);

/**
 * The list's Tour column: what the booking is called (bookingLabel), a tour's name and departure or a transfer's
 * from → to and flight, as the manifest and the phone's cards name it. The rows' tours and zones are asked for
 * together (react-admin aggregates the rows' getMany calls into one per resource). The props are the column's
 * header, read by the Datagrid.
 */
export function BookingLabelField(_column: FieldProps<Booking>) {
  const record = useRecordContext<Booking>();
  const tourIds = idsOf(record?.tour_id);
  const zoneIds = idsOf(record?.zone_id);
  const { data: tours = [] } = useGetManyAggregate<Tour>('tours', { ids: tourIds }, { enabled: tourIds.length > 0 });
  const { data: zones = [] } = useGetManyAggregate<TransferZone>(
    'transfer-zones',
    { ids: zoneIds },
    { enabled: zoneIds.length > 0 },
  );
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {bookingLabel(record, tours, zones)}
    </Typography>
  );
}
