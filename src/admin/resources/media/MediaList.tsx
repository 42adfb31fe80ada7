import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, FunctionField, List, TextField, useNotify } from 'react-admin';
import { Stack } from '@mui/material';
import type { MediaFile } from '../../../domain/media';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { formatSize } from './formatSize';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaUploads } from './MediaUploads';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.media.search" />];

function RowActions() {
  const notify = useNotify();
  return (
    <>
      <EditButton label="Edit" />
      <DeleteWithConfirmButton
        label="Delete"
        mutationMode="pessimistic"
        mutationOptions={{ onError: () => notify('Failed to delete media file', { type: 'error' }) }}
      />
    </>
  );
}

/** MEDIA-01: thumbnail, name, type, size and date, with Edit and Delete; uploads above the list (MEDIA-02). */
export function MediaList() {
  const notify = useNotify();
  return (
    <List
      title="Media"
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      queryOptions={{ onError: () => notify('Failed to load media files', { type: 'error' }) }}
    >
      <MediaUploads />
      <ResponsiveList<MediaFile>
        bulkDelete
        primaryText={(file) => file.name}
        secondaryText={(file) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <MediaThumbnail file={file} size={40} />
            <span>{`${file.type} · ${formatSize(file.size)} · ${file.date}`}</span>
          </Stack>
        )}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <FunctionField<MediaFile> label="ep.mediaLibrary.thumbnail" render={(file) => <MediaThumbnail file={file} />} />
          <TruncatedField source="name" label="ep.media.name" />
          <TextField source="type" label="ep.media.type" />
          <FunctionField<MediaFile> source="size" label="ep.media.size" render={(file) => formatSize(file.size)} />
          <DateField source="date" label="ep.media.date" options={{ timeZone: 'UTC' }} />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
