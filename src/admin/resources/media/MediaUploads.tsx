import { useEffect, useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { ACCEPTED_IMAGE_TYPES } from '../../../domain/media';
import { useUploadQueue, type UploadItem } from './useUploadQueue';

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss(): void }) {
  const translate = useTranslate();
  if (item.status === 'refused') {
    return (
      <Alert
        severity="error"
        action={
          <IconButton size="small" aria-label={translate('ep.mediaLibrary.dismiss')} onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <strong>{item.name}</strong>: {item.message}
      </Alert>
    );
  }
  return (
    <Box data-testid="upload-row">
      <Stack direction="row" justifyContent="space-between" spacing={1}>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color={item.status === 'done' ? 'success.main' : 'text.secondary'}>
          {item.status === 'done' ? `${translate('ep.mediaLibrary.uploaded')} ✓` : `${item.progress}%`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={item.progress}
        aria-label={item.name}
        color={item.status === 'done' ? 'success' : 'primary'}
      />
    </Box>
  );
}

/**
 * MEDIA-02 (DECISIONS: a real upload): a button for several files and a drop anywhere on the page, a
 * progress bar per file and a clear message per refused file.
 */
export function MediaUploads() {
  const translate = useTranslate();
  const { items, upload, dismiss } = useUploadQueue();
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Otherwise the browser leaves the app to show the dropped file.
      event.preventDefault();
      setDragging(false);
      void upload(Array.from(event.dataTransfer?.files ?? []));
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [upload]);

  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        mb: 1,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button component="label" variant="contained" startIcon={<UploadIcon />}>
          {translate('ep.mediaLibrary.upload')}
          <input
            hidden
            multiple
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            data-testid="media-upload-input"
            onChange={(event) => {
              void upload(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('ep.mediaLibrary.dropHere')}
        </Typography>
      </Stack>
      {items.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onDismiss={() => dismiss(item.key)} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
