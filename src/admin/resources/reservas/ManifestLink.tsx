import { Button } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/** From the bookings to the day's run (reservas/manifest). */
export function ManifestLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}/reservas/manifest`} startIcon={<ChecklistIcon />}>
      {translate('ep.run.manifest.title')}
    </Button>
  );
}
