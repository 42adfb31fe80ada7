import { BooleanInput, SaveButton, SimpleForm, useDataProvider, useNotify } from 'react-admin';
import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { headerSettingsSchema, type HeaderSettings } from '../../../domain/headerSettings';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { LoadError } from '../../components/ListLoadError';
import { InlineToolbar } from '../../components/InlineToolbar';
import { ReportUnsavedChanges } from '../../components/UnsavedChangesGuard';
import { lazy } from '../../../domain/lazy';
import { SAVE_FAILED } from '../../components/useUnsavedChanges';

type Saved = HeaderSettings & { version: number };
const fields = lazy(() => headerSettingsSchema.shape);
export const HEADER_SETTINGS_KEY = ['singleton', 'header-settings'];

const toolbar = (
  <InlineToolbar>
    <SaveButton label="ep.settings.save" alwaysEnable />
  </InlineToolbar>
);

/** SET-02..11: the header settings with logo and favicon uploads and the language selector toggle. */
export function HeaderSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  // SET-11; a 409 says why; what was typed stays in the form.
  const failed = useSaveFailure({ otherwise: 'ep.settings.saveError' });
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: HEADER_SETTINGS_KEY,
    queryFn: async () => (await dataProvider.getSingleton<Saved>('header-settings')).data,
  });

  const save = async (values: Partial<Saved>) => {
    try {
      // The form's record carries an id for react-admin; the server takes the settings' own fields only.
      const settings = Object.fromEntries(
        Object.keys(fields).map((key) => [key, values[key as keyof Saved]]),
      ) as HeaderSettings;
      const { data: saved } = await dataProvider.putSingleton<Saved>('header-settings', {
        ...settings,
        version: data?.version ?? 0,
      });
      queryClient.setQueryData(HEADER_SETTINGS_KEY, saved);
      notify('ep.settings.saved', { type: 'success' });
    } catch (failure) {
      return failed(failure) ?? SAVE_FAILED;
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{translate('ep.settings.site')}</Typography>
        {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
        {/* Not the server's raw word ("Internal"): what failed, and a retry. */}
        {error ? <LoadError onRetry={refetch} message="ep.list.dataLoadError" /> : null}
        {data ? (
          <SimpleForm record={{ ...data, id: 'header-settings' }} onSubmit={save} toolbar={toolbar} sx={{ px: 0 }}>
            <ReportUnsavedChanges />
            <BoundedTextInput source="siteName" label="ep.settings.siteName" schema={fields.siteName} fullWidth />
            <BoundedTextInput
              source="contactEmail"
              label="ep.settings.contactEmail"
              type="email"
              schema={fields.contactEmail}
              fullWidth
            />
            <BoundedTextInput
              source="contactPhone"
              label="ep.settings.contactPhone"
              type="tel"
              schema={fields.contactPhone}
              fullWidth
            />
            <BoundedTextInput
              source="contactPhone2"
              label="ep.settings.contactPhone2"
              type="tel"
              schema={fields.contactPhone2}
              fullWidth
            />
            <BoundedTextInput
              source="address"
              label="ep.settings.address"
              schema={fields.address}
              fullWidth
              multiline
            />
            <ImageUploadInput source="logo" label="ep.settings.logo" />
            <ImageUploadInput
              source="favicon"
              label="ep.settings.favicon"
              accept="image/png,image/x-icon,image/vnd.microsoft.icon"
            />
            <BooleanInput source="language_selector_visible" label="ep.settings.languageSelector" />
          </SimpleForm>
        ) : null}
      </CardContent>
    </Card>
  );
}
