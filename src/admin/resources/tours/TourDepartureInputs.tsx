import { Alert, Box, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_MINUTES_BEFORE, pickupTable, type PickupPoint } from '../../../domain/departures';
import { pickupPointSchema } from '../../../domain/departures';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const rules = rulesOf(pickupPointSchema);

/** What each place gives at each departure, so the operator sees 07:45 · 11:45 while typing 75. */
function PickupTimes() {
  const translate = useTranslate();
  const times = (useWatch({ name: 'departure_times' }) as string[] | undefined) ?? [];
  const points = ((useWatch({ name: 'pickup_points' }) as PickupPoint[] | undefined) ?? []).filter(
    (point) => point?.place && Number.isFinite(Number(point.minutes_before)),
  );
  const valid = times.filter((time) => /^\d\d:\d\d$/.test(time ?? ''));
  if (points.length === 0) return null;
  if (valid.length === 0) return <Alert severity="info">{translate('ep.departures.noTimes')}</Alert>;
  const table = pickupTable({
    departure_times: valid,
    pickup_points: points.map((point) => ({ place: point.place, minutes_before: Number(point.minutes_before) })),
  });
  return (
    <Box component="ul" data-testid="pickup-times" sx={{ pl: 2, my: 1 }}>
      {table.map((row) => (
        <Typography component="li" variant="body2" key={row.place}>
          {row.place}: {translate('ep.departures.timesAt', { times: row.times.map((time) => time || '—').join(' · ') })}
        </Typography>
      ))}
    </Box>
  );
}

/** The tour's departure times and its pickup places, each minutes before the departure (domain/departures.ts). */
export function TourDepartureInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1">{translate('ep.departures.times')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ep.departures.timesHelp')}
      </Typography>
      <ArrayInput source="departure_times" label={false} defaultValue={[]}>
        <SimpleFormIterator inline disableClear disableReordering>
          <TextInput
            source=""
            type="time"
            label="ep.departures.time"
            InputLabelProps={{ shrink: true }}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('ep.departures.places')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ep.departures.placesHelp')}
      </Typography>
      <ArrayInput source="pickup_points" label={false} defaultValue={[]}>
        <SimpleFormIterator inline disableClear>
          <BoundedTextInput
            source="place"
            label="ep.departures.place"
            schema={pickupPointSchema.shape.place}
            sx={{ minWidth: 260 }}
            helperText={false}
          />
          <NumberInput
            source="minutes_before"
            label="ep.departures.minutesBefore"
            validate={rules.minutes_before}
            min={0}
            max={MAX_MINUTES_BEFORE}
            step={5}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <PickupTimes />
    </>
  );
}
