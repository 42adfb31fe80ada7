import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, SaveButton, SelectInput, useNotify, useTranslate } from 'react-admin';
import { seoGeneral } from '../../../domain/seo/seoGeneral';
import { TWITTER_CARDS } from '../../../domain/posts';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { useSingleton } from '../../components/useSingleton';
import { SEO_LABELS } from '../../resources/seo-entries/seoLabels';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { z } from 'zod';
import { lazy } from '../../../domain/lazy';
import { SAVE_FAILED } from '../../components/useUnsavedChanges';
import { LoadError } from '../../components/ListLoadError';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';

export type SeoGeneral = z.infer<typeof seoGeneral.schema>;

const fields = lazy(() => seoGeneral.schema.shape);
const TEXT_FIELDS = [
  'site_title',
  'site_description',
  'meta_keywords',
  'og_image',
  'favicon',
  'canonical_url',
  'sitemap_url',
  'author',
  'copyright_text',
  'language',
  'geo_location',
  'analytics_id',
  'tag_manager_id',
  'facebook_pixel',
] as const;
const MULTILINE = new Set(['site_description', 'meta_keywords']);

/** SEO-04, SEO-22..24: 'Site SEO General', every field of the global SEO, saved whole. */
export function SeoGeneralForm() {
  const translate = useTranslate();
  const { data, isPending, error, refetch, save } = useSingleton<SeoGeneral>('seo-general');
  const notify = useNotify();
  const failed = useSaveFailure({ otherwise: 'ep.seo.generalSaveError' });
  if (isPending) return <CircularProgress aria-label={translate('ep.seo.loading')} />;
  // Empty fields and a Save over a failed load would overwrite the stored SEO with blanks (issue 43).
  if (error || !data) return <LoadError onRetry={refetch} message="ep.list.dataLoadError" />;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save(values as SeoGeneral);
      notify('ep.seo.generalSaved', { type: 'success' });
    } catch (error) {
      return failed(error) ?? SAVE_FAILED;
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('ep.seo.siteSeoGeneral')}
        </Typography>
        <Form record={data} onSubmit={submit}>
          <WarnUnsavedChanges />
          {TEXT_FIELDS.map((source) => (
            <BoundedTextInput
              key={source}
              source={source}
              label={SEO_LABELS[source]}
              schema={fields[source]}
              multiline={MULTILINE.has(source)}
              fullWidth
            />
          ))}
          <BoundedTextInput
            source="robots_txt"
            label={SEO_LABELS.robots_txt}
            schema={fields.robots_txt}
            multiline
            minRows={3}
            fullWidth
          />
          <SelectInput
            source="twitter_card"
            label={SEO_LABELS.twitter_card}
            choices={TWITTER_CARDS.map((id) => ({ id, name: id }))}
          />
          <SaveButton alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
