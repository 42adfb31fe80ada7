import { useTranslate } from 'react-admin';
import { Chip, Stack } from '@mui/material';
import type { Tour } from '../../../domain/tours';

/** TOUR-21: active or inactive, and featured when it is. */
export const TourStatus = ({ tour }: { tour: Tour }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip
        size="small"
        label={tour.active ? translate('ep.tours.active') : translate('ep.tours.inactive')}
        color={tour.active ? 'success' : 'default'}
      />
      {tour.featured && <Chip size="small" label={translate('ep.tours.featured')} color="warning" />}
    </Stack>
  );
};
