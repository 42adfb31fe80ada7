import { SaveButton, SimpleForm, TextInput, Translate, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TEXT_GROUPS,
  TEXT_MAX,
  textEntrySchema,
  type TextEntry,
  type TextGroup,
  type TextLanguage,
} from '../../../domain/siteTexts';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { InlineToolbar } from '../../components/InlineToolbar';
import { ReportUnsavedChanges } from '../../components/UnsavedChangesGuard';
import { schemaValidator } from '../../components/schemaValidator';
import { SAVE_FAILED } from '../../components/useUnsavedChanges';

export const siteTextsKey = (lang: TextLanguage) => ['site-texts', lang];

const toolbar = (
  <InlineToolbar>
    <SaveButton label="ep.settings.save" alwaysEnable />
  </InlineToolbar>
);

/**
 * SET-12..25: one text group (Home, Services or Why Choose) of one language, with its own load and save
 * messages. A failed save keeps what was typed.
 */
export function SiteTextsForm({ lang, group }: { lang: TextLanguage; group: TextGroup }) {
  const { keys } = TEXT_GROUPS[group];
  const words = `ep.settings.groups.${group}`;
  const notify = useNotify();
  const translate = useTranslate();
  // The same validator at every render: schemaValidator keeps one per field.
  const textRule = schemaValidator(textEntrySchema.shape.value);
  const failed = useSaveFailure({ otherwise: `${words}.saveError` });
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: siteTextsKey(lang),
    queryFn: async () => (await dataProvider.getSiteTexts(lang)).data,
    retry: 1,
  });
  const values = Object.fromEntries((data ?? []).map(({ key, value }) => [key, value]));

  const save = async (form: Record<string, unknown>) => {
    const texts: TextEntry[] = keys.map((key) => ({ key, value: String(form[key] ?? '') }));
    try {
      const { data: all } = await dataProvider.putSiteTexts(lang, texts);
      queryClient.setQueryData(siteTextsKey(lang), all);
      notify(`${words}.saved`, { type: 'success' });
    } catch (failure) {
      return failed(failure) ?? SAVE_FAILED;
    }
  };

  return (
    <Card variant="outlined" data-testid={`texts-${group}-${lang}`}>
      <CardContent>
        <Typography variant="h6">
          <Translate i18nKey={`${words}.title`} />
        </Typography>
        {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
        {isError ? (
          <Alert severity="error">
            <Translate i18nKey={`${words}.loadError`} />
          </Alert>
        ) : null}
        {data ? (
          <SimpleForm record={{ ...values, id: `${group}-${lang}` }} onSubmit={save} toolbar={toolbar} sx={{ px: 0 }}>
            <ReportUnsavedChanges />
            {keys.map((key) => (
              <TextInput
                key={key}
                source={key}
                label={key}
                fullWidth
                multiline={key.endsWith('_text') || key.endsWith('subtitle')}
                validate={textRule}
                slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
              />
            ))}
          </SimpleForm>
        ) : null}
      </CardContent>
    </Card>
  );
}
