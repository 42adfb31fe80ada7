import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The one way a failed load shows (issue 23, issue 43): it says the data could not be loaded and offers to try
 * again, in place of the screen's data, so nothing looks empty and no total or save shows while the data is unknown.
 */
export function LoadError({ onRetry, message = 'ep.list.loadError' }: { onRetry: () => unknown; message?: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('ep.list.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}

/** A list whose load failed: LoadError with the list's own refetch. */
export function ListLoadError() {
  const { refetch } = useListContext();
  return <LoadError onRetry={refetch} />;
}
