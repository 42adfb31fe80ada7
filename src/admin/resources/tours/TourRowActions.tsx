import { Stack } from '@mui/material';
import { EditButton, useRecordContext } from 'react-admin';
import type { Tour } from '../../../domain/tours';
import { KeepButtonLabels } from '../../components/KeepButtonLabels';
import { TourDeleteButtons } from './TourDeleteButtons';

/** TOUR-02, TOUR-05: edit (tours/{id}), delete and force delete. */
export function TourRowActions() {
  const tour = useRecordContext<Tour>();
  if (!tour) return null;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap">
      <KeepButtonLabels>
        <EditButton label="ep.tours.edit" />
      </KeepButtonLabels>
      <TourDeleteButtons tour={tour} />
    </Stack>
  );
}
