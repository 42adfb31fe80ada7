import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { SaveButton, SimpleForm, Title, Toolbar, useNotify, Translate, useTranslate } from 'react-admin';
import { aboutUs } from '../../../domain/aboutUs';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { AboutPreview } from './AboutPreview';
import { useAboutUs, type StoredAbout } from './useAboutUs';
import { SAVE_FAILED } from '../../components/useUnsavedChanges';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';

const AboutToolbar = () => (
  <Toolbar>
    <SaveButton label="ep.site.about.save" />
  </Toolbar>
);

/** ABOUT-01..05: About Us, one HTML textarea and 'Save'; the server sanitizes what is saved. */
export function AboutPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { about, save } = useAboutUs();
  const failed = useSaveFailure({ otherwise: 'ep.site.about.saveError' });

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as StoredAbout);
      notify('ep.site.about.saved', { type: 'success' });
    } catch (error) {
      return failed(error) ?? SAVE_FAILED;
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="ep.site.about.aboutUs" />
      {about.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ep.site.about.loading')} />
        </Box>
      ) : about.isError ? (
        <Alert severity="error">
          <Translate i18nKey="ep.site.about.loadError" />
        </Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: 0 }}>
            <SimpleForm key={about.data.version} record={about.data} onSubmit={onSubmit} toolbar={<AboutToolbar />}>
              <WarnUnsavedChanges />
              <BoundedTextInput
                source="content"
                label="ep.site.about.content"
                schema={aboutUs.schema.shape.content}
                multiline
                minRows={12}
                fullWidth
              />
              <AboutPreview savedHtml={about.data.content} />
            </SimpleForm>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
