import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetOne, useTranslate } from 'react-admin';
import { allAboardKey, bookingAllAboardRisk } from '../../../domain/allAboard';

/**
 * Issue 39: while staff take a cruise guest's booking, the tour whose return leaves less than an hour before the
 * ship's all-aboard time is warned about at once (the manifest says it again on the day); staff may still book.
 */
export function AllAboardWarning() {
  const translate = useTranslate();
  const [shipCallId, tourId, departure, pickup] = useWatch({
    name: ['ship_call_id', 'tour_id', 'departure_time', 'pickup_time'],
  }) as [number | null, number | null, string | undefined, string | undefined];
  const { data: call } = useGetOne('ship-calls', { id: shipCallId }, { enabled: Boolean(shipCallId) });
  const { data: tour } = useGetOne('tours', { id: tourId }, { enabled: Boolean(tourId) });
  if (!shipCallId || !tourId || !call || !tour) return null;
  const risk = bookingAllAboardRisk(
    { departure_time: departure ?? '', pickup_time: pickup ?? '' },
    { duracion: String(tour.duracion ?? '') },
    { all_aboard_time: String(call.all_aboard_time) },
  );
  if (!risk) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="all-aboard-warning">
      {translate(allAboardKey('ep.cruise.warning', risk), {
        back: risk.back,
        minutes: risk.minutes,
        ship: call.ship,
        allAboard: risk.all_aboard,
      })}
    </Alert>
  );
}
