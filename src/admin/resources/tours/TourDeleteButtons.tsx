import { Button, Confirm } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { type Tour } from '../../../domain/tours';
import { KeepButtonLabels } from '../../components/KeepButtonLabels';
import { useTourDeletion } from './useTourDeletion';
import { ForceDeleteDialog } from './ForceDeleteDialog';

/**
 * TOUR-02, TOUR-30..38: 'Eliminar' and 'Eliminar forzado', each behind a Spanish confirmation. The dialogs stay
 * outside KeepButtonLabels: its narrowed breakpoints are for the buttons only.
 */
export function TourDeleteButtons({ tour }: { tour: Tour }) {
  const { step, reason, removals, busy, ask, remove, forceRemove, deactivate, cancel } = useTourDeletion(tour);
  return (
    <>
      <KeepButtonLabels>
        <Button label="ep.tours.delete" color="error" onClick={() => ask('confirm')} disabled={busy}>
          <DeleteIcon />
        </Button>
        <Button label="ep.tours.forceDelete" color="error" onClick={() => ask('force')} disabled={busy}>
          <DeleteForeverIcon />
        </Button>
      </KeepButtonLabels>
      <Confirm
        isOpen={step === 'confirm'}
        loading={busy}
        title="ep.tours.deleteTitle"
        titleTranslateOptions={{ name: tour.nombre }}
        content="ep.tours.confirmDelete"
        confirm="ep.tours.delete"
        cancel="ep.tours.cancel"
        onConfirm={remove}
        onClose={cancel}
      />
      <ForceDeleteDialog
        tour={tour}
        open={step === 'force'}
        busy={busy}
        reason={reason}
        removals={removals}
        onForce={forceRemove}
        onDeactivate={deactivate}
        onClose={cancel}
      />
    </>
  );
}
