import { ArrayInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { INDEX_STATUSES, SEO_TYPES, seoEntryFormSchema } from '../../../domain/seo/seoEntries';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { SEO_LABELS } from './seoLabels';
import { lazy } from '../../../domain/lazy';

const fields = lazy(() => seoEntryFormSchema.shape);
const rules = rulesOf(seoEntryFormSchema);
const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id }));
const heading = lazy(() => fields.h2.unwrap().element);

/** SEO-12, SEO-16, SEO-17: the fields of one entry; h2 and h3 are edited as lists. */
export function SeoEntryInputs() {
  return (
    <>
      <SelectInput source="type" label={SEO_LABELS.type} choices={choices(SEO_TYPES)} validate={rules.type} />
      <BoundedTextInput source="title" label={SEO_LABELS.title} schema={fields.title} fullWidth />
      <BoundedTextInput source="slug" label={SEO_LABELS.slug} schema={fields.slug} fullWidth />
      <BoundedTextInput
        source="description"
        label={SEO_LABELS.description}
        schema={fields.description}
        multiline
        fullWidth
      />
      <BoundedTextInput source="keywords" label={SEO_LABELS.keywords} schema={fields.keywords} fullWidth />
      <BoundedTextInput source="image" label={SEO_LABELS.image} schema={fields.image} fullWidth />
      <BoundedTextInput source="canonical" label={SEO_LABELS.canonical} schema={fields.canonical} fullWidth />
      <SelectInput source="index_status" label={SEO_LABELS.index_status} choices={choices(INDEX_STATUSES)} />
      <BoundedTextInput source="h1" label={SEO_LABELS.h1} schema={fields.h1} fullWidth />
      <ArrayInput source="h2" label={SEO_LABELS.h2}>
        <SimpleFormIterator inline disableReordering>
          <BoundedTextInput source="" label="h2" schema={heading} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="h3" label={SEO_LABELS.h3}>
        <SimpleFormIterator inline disableReordering>
          <BoundedTextInput source="" label="h3" schema={heading} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
