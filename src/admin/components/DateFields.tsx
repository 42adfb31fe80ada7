import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { useDates } from '../i18n/dates';

/** A calendar-day column (YYYY-MM-DD) in the UI's language. */
export function DayField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const { day } = useDates();
  return (
    <Typography variant="body2" component="span">
      {day(record?.[source] as string | undefined)}
    </Typography>
  );
}

/** An instant column on the business's clock, in the UI's language. */
export function InstantField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const { instant } = useDates();
  return (
    <Typography variant="body2" component="span">
      {instant(record?.[source] as string | undefined)}
    </Typography>
  );
}
