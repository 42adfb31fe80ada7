import { Datagrid, EditButton, FunctionField, List, TextField, useNotify } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { useDates } from '../../i18n/dates';
import { Stack } from '@mui/material';
import type { MediaFile } from '../../../domain/media';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { formatSize } from './formatSize';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaUploads } from './MediaUploads';
import { MediaDeleteButton } from './MediaDeleteButton';
import { ListTopActions } from '../../components/ListTopActions';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.media.search" />];

function RowActions() {
  return (
    <>
      <EditButton label="ep.media.edit" />
      <MediaDeleteButton />
    </>
  );
}

/** MEDIA-01: thumbnail, name, type, size and date, with Edit and Delete; uploads above the list (MEDIA-02). */
export function MediaList() {
  const notify = useNotify();
  const { day } = useDates();
  return (
    <List
      pagination={<ListPagination />}
      title="ep.media.media"
      filters={filters}
      actions={<ListTopActions />}
      sort={{ field: 'date', order: 'DESC' }}
      queryOptions={{ onError: () => notify('ep.media.failedToLoadMedia', { type: 'error' }) }}
    >
      <MediaUploads />
      <ResponsiveList<MediaFile>
        bulkDelete
        primaryText={(file) => file.name}
        secondaryText={(file) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <MediaThumbnail file={file} size={40} />
            <span>{`${file.type} · ${formatSize(file.size)} · ${day(file.date)}`}</span>
          </Stack>
        )}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <FunctionField<MediaFile>
            label="ep.mediaLibrary.thumbnail"
            render={(file) => <MediaThumbnail file={file} />}
          />
          <TruncatedField source="name" label="ep.media.name" />
          <TextField source="type" label="ep.media.type" />
          <FunctionField<MediaFile> source="size" label="ep.media.size" render={(file) => formatSize(file.size)} />
          <DayField source="date" label="ep.media.date" />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
