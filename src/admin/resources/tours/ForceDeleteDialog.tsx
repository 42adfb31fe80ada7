import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tour } from '../../../domain/tours';
import type { TourRemovals } from '../../providers/toursMethods';
import { usd } from '../../components/usd';

interface Props {
  tour: Tour;
  open: boolean;
  busy: boolean;
  /** The server's refusal when the dialog follows a plain delete (TOUR-32). */
  reason: string | null;
  removals: TourRemovals | null;
  onForce: () => void;
  onDeactivate: () => void;
  onClose: () => void;
}

/**
 * TOUR-35: force delete asks first, naming the bookings and paid money it removes; an active tour can be set
 * inactive instead, which keeps it and its bookings (issue 21).
 */
export function ForceDeleteDialog({ tour, open, busy, reason, removals, onForce, onDeactivate, onClose }: Props) {
  const translate = useTranslate();
  const titleId = `force-delete-${tour.id}`;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('ep.tours.forceDeleteTitle', { name: tour.nombre })}</DialogTitle>
      <DialogContent>
        {reason && <DialogContentText>{reason}</DialogContentText>}
        {removals && (
          <DialogContentText sx={{ fontWeight: 'bold' }} data-testid="force-delete-removals">
            {removals.reservations === 0
              ? translate('ep.tours.removesNothing')
              : translate('ep.tours.removes', { smart_count: removals.reservations, paid: usd(removals.paid) })}
          </DialogContentText>
        )}
        <DialogContentText>{translate('ep.tours.confirmForceDelete')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('ep.tours.cancel')}
        </Button>
        {tour.active && (
          <Button onClick={onDeactivate} disabled={busy} variant="outlined">
            {translate('ep.tours.deactivateInstead')}
          </Button>
        )}
        <Button onClick={onForce} disabled={busy} color="warning" variant="contained">
          {translate('ep.tours.forceDeleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
