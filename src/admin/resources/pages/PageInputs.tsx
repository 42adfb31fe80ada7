import { SelectInput } from 'react-admin';
import { PAGE_STATUSES, pageSchema } from '../../../domain/pages';
import { today } from '../../../domain/common';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { DayInput } from '../../components/DayInput';
import { rulesOf } from '../../components/schemaValidator';
import { ContentInput } from '../../components/richText/ContentInput';
import { PageContentToolbar } from './PageContentToolbar';

// PAGE-02: 'Publicado' / 'Borrador' are the spec's words in either language.
const rules = rulesOf(pageSchema);
const statusChoices = PAGE_STATUSES.map((status) => ({ id: status, name: `ep.pages.statuses.${status}` }));

/**
 * PAGE-04..06: title (required), rich content (kept in HTML where the visual editor would lose it), status select
 * defaulting to draft, date.
 */
export function PageInputs() {
  return (
    <>
      <BoundedTextInput source="title" label="ep.pages.title" schema={pageSchema.shape.title} fullWidth />
      <ContentInput source="content" label="ep.pages.content" toolbar={<PageContentToolbar />} />
      <SelectInput
        source="status"
        label="ep.pages.status"
        choices={statusChoices}
        defaultValue="draft"
        validate={rules.status}
      />
      <DayInput source="date" label="ep.pages.date" defaultValue={today()} />
    </>
  );
}
