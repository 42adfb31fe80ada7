import { Button } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A create link that always shows its text: the spec's labels carry their own '+' ('+ Add New Link',
 * '+ Nueva Página'), and react-admin's buttons shrink to a bare icon on phones. It never shrinks below its text
 * (a toolbar beside a select squeezed 'ADD ATTRACTION' until it was clipped). `label` is text or a message key.
 */
export function TextCreateButton({ label }: { label: string }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      variant="contained"
      size="small"
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {translate(label, { _: label })}
    </Button>
  );
}
