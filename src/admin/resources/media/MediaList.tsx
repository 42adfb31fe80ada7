import {
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  HttpError,
  List,
  TextField,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DayField } from '../../components/DateFields';
import { useDates } from '../../i18n/dates';
import { Stack } from '@mui/material';
import type { MediaFile, MediaUse } from '../../../domain/media';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { formatSize } from './formatSize';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaUploads } from './MediaUploads';
import { MediaUsage } from './MediaUsage';
import { placeLabel } from './placeLabel';
import { ListTopActions } from '../../components/ListTopActions';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.media.search" />];

/** The places of a refusal to delete a used file (409 `in_use`), or undefined for any other failure. */
const placesRefusedBy = (error: unknown): MediaUse[] | undefined => {
  const body =
    error instanceof HttpError ? (error.body as { code?: string; used_by?: MediaUse[] } | undefined) : undefined;
  return body?.code === 'in_use' ? (body.used_by ?? []) : undefined;
};

function DeleteConfirmation() {
  const translate = useTranslate();
  const file = useRecordContext<MediaFile>();
  return (
    <>
      {translate('ra.message.delete_content', { smart_count: 1 })}
      <MediaUsage id={file?.id} deleting />
    </>
  );
}

function RowActions() {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) => {
    const places = placesRefusedBy(error);
    if (!places) return notify('ep.media.failedToDeleteMedia', { type: 'error' });
    notify('ep.mediaLibrary.inUse', {
      type: 'error',
      messageArgs: { places: places.map((use) => placeLabel(translate, use)).join(', ') },
    });
  };
  return (
    <>
      <EditButton label="ep.media.edit" />
      <DeleteWithConfirmButton
        label="ep.media.delete"
        mutationMode="pessimistic"
        confirmContent={<DeleteConfirmation />}
        mutationOptions={{ onError }}
      />
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
