import { Button } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/** From the bookings to the day's run (reservas/manifest) and the month's (reservas/calendar). */
export function ManifestLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <Button component={Link} to={`${basename}/reservas/manifest`} startIcon={<ChecklistIcon />}>
        {translate('ep.run.manifest.title')}
      </Button>
      <Button component={Link} to={`${basename}/reservas/calendar`} startIcon={<CalendarMonthIcon />}>
        {translate('ep.run.calendar.title')}
      </Button>
    </>
  );
}
