import { Chip, Stack } from '@mui/material';
import type { Tour } from '../../../domain/tours';

/** TOUR-21: active or inactive, and featured when it is. */
export const TourStatus = ({ tour }: { tour: Tour }) => (
  <Stack direction="row" spacing={0.5}>
    <Chip size="small" label={tour.active ? 'Active' : 'Inactive'} color={tour.active ? 'success' : 'default'} />
    {tour.featured && <Chip size="small" label="Featured" color="warning" />}
  </Stack>
);
