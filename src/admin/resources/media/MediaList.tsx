import { Datagrid, DateField, DeleteWithConfirmButton, FunctionField, List, SearchInput, TextField, useNotify } from 'react-admin';
import type { MediaFile } from '../../../domain/media';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** MEDIA-01: name, type, size and date; upload and rename arrive with the media issue. */
export function MediaList() {
  const notify = useNotify();
  return (
    <List
      title="Media"
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      queryOptions={{ onError: () => notify('Failed to load media files', { type: 'error' }) }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="type" />
        <FunctionField<MediaFile> source="size" render={(file) => formatSize(file.size)} />
        <DateField source="date" options={{ timeZone: 'UTC' }} />
        <DeleteWithConfirmButton
          label="Delete"
          mutationMode="pessimistic"
          mutationOptions={{ onError: () => notify('Failed to delete media file', { type: 'error' }) }}
        />
      </Datagrid>
    </List>
  );
}
