import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A list whose load failed says so and offers to try again, instead of looking empty (issue 23). */
export function ListLoadError() {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('ep.list.retry')}
        </Button>
      }
    >
      {translate('ep.list.loadError')}
    </Alert>
  );
}
