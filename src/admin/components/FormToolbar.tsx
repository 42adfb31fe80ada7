import { Button, SaveButton, Toolbar, useRedirect, useResourceContext } from 'react-admin';
import { KeepButtonLabels } from './KeepButtonLabels';

interface FormToolbarProps {
  /** react-admin's 'Guardar' / 'Cancelar' unless a screen's spec wording differs. */
  saveLabel?: string;
  cancelLabel?: string;
}

/**
 * The one form toolbar: Save and Cancel, both with their text, Cancel back to the resource's list (the form
 * warns first if something is unsaved). No Delete here: lists carry it, behind a confirmation.
 */
export function FormToolbar({ saveLabel = 'ra.action.save', cancelLabel = 'ra.action.cancel' }: FormToolbarProps) {
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <KeepButtonLabels>
        <SaveButton label={saveLabel} alwaysEnable />
        <Button label={cancelLabel} onClick={() => redirect('list', resource)} />
      </KeepButtonLabels>
    </Toolbar>
  );
}
