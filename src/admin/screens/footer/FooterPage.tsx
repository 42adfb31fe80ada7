import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { ResourceContextProvider, SimpleForm, Title, useNotify, Translate, useTranslate } from 'react-admin';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { FooterFields } from './FooterFields';
import { FooterToolbar } from './FooterToolbar';
import { useFooter, type StoredFooter } from './useFooter';
import { SAVE_FAILED } from '../../components/useUnsavedChanges';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';

/**
 * FOOT-01..11: Footer Content Management, one form. A failed save keeps what was typed; the form is
 * rebuilt from the server's answer after each save or initialization (so 'unsaved changes' is accurate).
 */
export function FooterPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { footer, save, initialize } = useFooter();
  const failed = useSaveFailure({ otherwise: 'ep.site.footer.saveError' });

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as StoredFooter);
      notify('ep.site.footer.saved', { type: 'success' });
    } catch (error) {
      return failed(error) ?? SAVE_FAILED;
    }
  };

  const onInitialize = () =>
    initialize.mutate(undefined, { onError: () => notify('ep.site.footer.initError', { type: 'error' }) });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="ep.site.footer.footerContentManagement" />
      {footer.isPending || initialize.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ep.site.footer.loading')} />
        </Box>
      ) : footer.isError ? (
        <Alert severity="error">
          <Translate i18nKey="ep.site.footer.loadError" />
        </Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: 0 }}>
            {/* The list editors name their items by a resource. */}
            <ResourceContextProvider value="footer">
              <SimpleForm
                key={footer.data.version}
                record={footer.data}
                onSubmit={onSubmit}
                // type="url" gives phones the URL keyboard, but the browser's own check refuses site paths ('/faq'):
                // the schema decides.
                noValidate
                toolbar={<FooterToolbar onInitialize={onInitialize} initializing={initialize.isPending} />}
              >
                <WarnUnsavedChanges />
                <FooterFields />
              </SimpleForm>
            </ResourceContextProvider>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
