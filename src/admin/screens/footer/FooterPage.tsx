import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { ResourceContextProvider, SimpleForm, Title, useNotify, Translate } from 'react-admin';
import { CONFLICT_MESSAGE, hasFieldErrors } from '../../components/useSaveFailure';
import { FooterFields } from './FooterFields';
import { FooterToolbar } from './FooterToolbar';
import { useFooter, type StoredFooter } from './useFooter';

/**
 * FOOT-01..11: Footer Content Management, one form. A failed save keeps what was typed; the form is
 * rebuilt from the server's answer after each save or initialization (so 'unsaved changes' is accurate).
 */
export function FooterPage() {
  const notify = useNotify();
  const { footer, save, initialize } = useFooter();

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as StoredFooter);
      notify('ep.site.footer.saved', { type: 'success' });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 409) notify(CONFLICT_MESSAGE, { type: 'error', autoHideDuration: null });
      else if (!hasFieldErrors(error)) notify('ep.site.footer.saveError', { type: 'error' });
      return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
    }
  };

  const onInitialize = () => initialize.mutate(undefined, { onError: () => notify('ep.site.footer.initError', { type: 'error' }) });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="Footer Content Management" />
      {footer.isPending || initialize.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="progressbar" aria-label="loading">
          <CircularProgress />
        </Box>
      ) : footer.isError ? (
        <Alert severity="error"><Translate i18nKey="ep.site.footer.loadError" /></Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: 0 }}>
            {/* The list editors name their items by a resource. */}
            <ResourceContextProvider value="footer">
              <SimpleForm
                key={footer.data.version}
                record={footer.data}
                onSubmit={onSubmit}
                warnWhenUnsavedChanges
                // type="url" gives phones the URL keyboard, but the browser's own check refuses site paths ('/faq'): the schema decides.
                noValidate
                toolbar={<FooterToolbar onInitialize={onInitialize} initializing={initialize.isPending} />}
              >
                <FooterFields />
              </SimpleForm>
            </ResourceContextProvider>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

