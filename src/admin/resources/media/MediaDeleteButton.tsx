import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import {
  HttpError,
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
  useUnselect,
  type Identifier,
} from 'react-admin';
import type { MediaFile, MediaUse } from '../../../domain/media';
import { MediaUsage } from './MediaUsage';
import { placeLabel } from './placeLabel';
import { useMediaUsage } from './useMediaUsage';

/** The places of a refusal to delete a used file (409 `in_use`), or undefined for any other failure. */
const placesRefusedBy = (error: unknown): MediaUse[] | undefined => {
  const body =
    error instanceof HttpError ? (error.body as { code?: string; used_by?: MediaUse[] } | undefined) : undefined;
  return body?.code === 'in_use' ? (body.used_by ?? []) : undefined;
};

/**
 * MEDIA-06, issue 43: where the file is used is asked when Delete is clicked, before anything is offered: a used
 * file shows its places and only Close, never a Confirm the server would then refuse (409). The server still
 * refuses a file that came into use meanwhile, and the refusal names the places.
 */
export function MediaDeleteButton() {
  const translate = useTranslate();
  const file = useRecordContext<MediaFile>();
  const [open, setOpen] = useState(false);
  if (!file) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('ep.media.delete')}
      </Button>
      {open && <MediaDeleteDialog file={file} onClose={() => setOpen(false)} />}
    </>
  );
}

function MediaDeleteDialog({ file, onClose }: { file: MediaFile & { id: Identifier }; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const unselect = useUnselect('media');
  const { data: uses, isPending: asking } = useMediaUsage(file.id);
  const [remove, { isPending: deleting }] = useDelete<MediaFile>();
  const used = (uses?.length ?? 0) > 0;
  const onError = (error: unknown) => {
    const places = placesRefusedBy(error);
    if (!places) return notify('ep.media.failedToDeleteMedia', { type: 'error' });
    notify('ep.mediaLibrary.inUse', {
      type: 'error',
      messageArgs: { places: places.map((use) => placeLabel(translate, use)).join(', ') },
    });
  };
  const confirm = () =>
    remove(
      'media',
      { id: file.id, previousData: file },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          unselect([file.id]);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          onClose();
        },
        onError: (error) => {
          onClose();
          onError(error);
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="media-delete-title" onClick={(event) => event.stopPropagation()}>
      <DialogTitle id="media-delete-title">
        {translate('ra.message.delete_title', { recordRepresentation: file.name })}
      </DialogTitle>
      <DialogContent>
        {!asking && !used && (
          <DialogContentText>{translate('ra.message.delete_content', { smart_count: 1 })}</DialogContentText>
        )}
        <MediaUsage id={file.id} deleting />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(used ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {!asking && !used && (
          <Button color="error" variant="contained" disabled={deleting} onClick={confirm}>
            {translate('ra.action.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
