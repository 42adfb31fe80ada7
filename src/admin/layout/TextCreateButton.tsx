import { Button } from '@mui/material';
import { useCreatePath, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A create link that always shows its text: the spec's labels carry their own '+' ('+ Add New Link',
 * '+ Nueva Página'), and react-admin's buttons shrink to a bare icon on phones.
 */
export function TextCreateButton({ label }: { label: string }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} variant="contained" size="small">
      {label}
    </Button>
  );
}
