import { useEffect, useRef } from 'react';
import { Button, Stack } from '@mui/material';
import { SelectInput, TextInput, required, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { departuresOf, pickupAt, pickupTimeFor } from '../../../domain/departures';
import type { Tour } from '../../../domain/tours';
import { pickupChoices } from './choices';

const label = (field: string) => `ep.bookings.fields.${field}`;
const row = {
  direction: { xs: 'column', sm: 'row' },
  spacing: { xs: 0, sm: 2 },
  useFlexGap: true,
  flexWrap: 'wrap',
} as const;
const mustChoose = required('ep.departures.choose');

/**
 * The departure and the pickup (issues 39, 42): a tour with set times asks which one; its pickup places are
 * offered as buttons that fill the place and its time at that departure. The time stays staff's to change: it
 * is filled only when the place or the departure changes, never over what staff typed on a booking as it loads.
 */
export function DepartureInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [tourId, departure, place] = useWatch({ name: ['tour_id', 'departure_time', 'pickup_place'] }) as [
    number | null | undefined,
    string | undefined,
    string | undefined,
  ];
  const { data: tour } = useGetOne<Tour>('tours', { id: tourId ?? 0 }, { enabled: Boolean(tourId) });
  const times = tour ? departuresOf(tour) : [];
  const points = tour?.pickup_points ?? [];
  const chosen = departure || (times.length === 1 ? times[0] : '');

  const seen = useRef<string | null>(null);
  useEffect(() => {
    const key = `${tour?.id ?? ''}/${chosen}/${place ?? ''}`;
    if (!tour) return;
    // The first state seen is the booking as stored: its time is kept as it is.
    if (seen.current === null || seen.current === key) {
      seen.current = key;
      return;
    }
    seen.current = key;
    const time = pickupTimeFor(tour, chosen, place ?? '');
    if (time) setValue('pickup_time', time, { shouldDirty: true });
  }, [tour, chosen, place, setValue]);

  return (
    <>
      {times.length > 0 && (
        <SelectInput
          source="departure_time"
          label="ep.departures.departure"
          choices={times.map((time) => ({ id: time, name: time }))}
          validate={times.length > 1 ? mustChoose : undefined}
          defaultValue={times.length === 1 ? times[0] : undefined}
          emptyValue=""
          sx={{ minWidth: 160 }}
        />
      )}
      <Stack {...row}>
        <SelectInput
          source="pickup_kind"
          label={label('pickup_kind')}
          choices={pickupChoices}
          emptyText="—"
          emptyValue=""
        />
        <TextInput source="pickup_place" label={label('pickup_place')} sx={{ minWidth: 240 }} />
        <TextInput source="pickup_time" label={label('pickup_time')} type="time" InputLabelProps={{ shrink: true }} />
      </Stack>
      {points.length > 0 && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }} data-testid="pickup-points">
          {points.map((point) => {
            const time = chosen ? pickupAt(chosen, point.minutes_before) : '';
            return (
              <Button
                key={point.place}
                size="small"
                variant={point.place === place ? 'contained' : 'outlined'}
                onClick={() => {
                  setValue('pickup_place', point.place, { shouldDirty: true });
                  if (time) setValue('pickup_time', time, { shouldDirty: true });
                }}
              >
                {translate('ep.departures.useAt', { place: point.place, time })}
              </Button>
            );
          })}
        </Stack>
      )}
    </>
  );
}
