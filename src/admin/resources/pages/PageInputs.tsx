import { SelectInput, TextInput, required } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { PAGE_STATUS_LABELS, PAGE_STATUSES } from '../../../domain/pages';
import { today } from '../../../domain/common';

const statusChoices = PAGE_STATUSES.map((status) => ({ id: status, name: PAGE_STATUS_LABELS[status] }));

/** PAGE-04..06: title (required), rich content, status select defaulting to draft, date. */
export function PageInputs() {
  return (
    <>
      <TextInput source="title" label="Título" validate={required('El título es obligatorio')} fullWidth />
      <RichTextInput source="content" label="Contenido" fullWidth />
      <SelectInput source="status" label="Estado" choices={statusChoices} defaultValue="draft" validate={required()} />
      <TextInput source="date" label="Fecha" type="date" defaultValue={today()} />
    </>
  );
}
