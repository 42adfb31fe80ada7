import { useId, useState, type DragEvent } from 'react';
import { FieldTitle, useDataProvider, useInput, useTranslate, ValidationError, type InputProps } from 'react-admin';
import { Box, Button, FormHelperText, FormLabel, LinearProgress, Stack, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { ACCEPTED_IMAGE_TYPES } from '../../domain/media';
import { IMAGE_ELSEWHERE_MESSAGE, isSiteImage } from '../../domain/validation';
import type { EpDataProvider } from '../providers/dataProvider';
import { useUploadFailure } from './uploadFailure';

export interface ImageUploadInputProps extends Omit<InputProps, 'onChange'> {
  /** What the file picker offers (the server decides by the bytes): images by default. */
  accept?: string;
  /** Also show the URL as a text field, for a path typed in (another site's address is refused: DECISIONS ATTR-08). */
  allowUrl?: boolean;
  /** Called with the message when an upload is refused: 'Error uploading image', then the server's reason. */
  onUploadError?: (message: string) => void;
}

/** Whether the file's declared type is one `accept` lists (a drop skips the picker's own filter). */
const accepts = (accept: string, file: File) =>
  accept
    .split(',')
    .some(
      (type) =>
        type.trim() === file.type || (type.trim().endsWith('/*') && file.type.startsWith(type.trim().slice(0, -1))),
    );

const TYPE_NAMES: Record<string, string> = {
  'image/x-icon': 'ICO',
  'image/vnd.microsoft.icon': 'ICO',
  'image/jpeg': 'JPEG',
};
/** 'image/png,image/x-icon' → 'PNG, ICO'. */
const typeNames = (accept: string) =>
  [
    ...new Set(
      accept.split(',').map(
        (type) =>
          TYPE_NAMES[type.trim()] ??
          type
            .trim()
            .replace(/^image\//, '')
            .toUpperCase(),
      ),
    ),
  ].join(', ');

/** DECISIONS ATTR-08 (issue 43): another site's image is refused before the save, in the UI's language. */
const siteImage = (value: unknown) =>
  typeof value === 'string' && !isSiteImage(value) ? IMAGE_ELSEWHERE_MESSAGE : undefined;
const withSiteImage = (validate: ImageUploadInputProps['validate']) => [
  siteImage,
  ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
];

/**
 * The one image input of the app: `source` holds the image's URL. Shows a preview, an upload button and a
 * drop zone (through dataProvider.uploadImage, with its progress), a remove button, and why a file was
 * refused. Every image field (posts, tours, attractions, listings, settings' logo and favicon) uses it.
 */
export function ImageUploadInput({
  accept = ACCEPTED_IMAGE_TYPES,
  allowUrl = false,
  onUploadError,
  ...props
}: ImageUploadInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const uploadFailureMessage = useUploadFailure();
  const { field, fieldState, isRequired } = useInput({
    ...props,
    defaultValue: props.defaultValue ?? '',
    validate: withSiteImage(props.validate),
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const url = typeof field.value === 'string' ? field.value : '';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!accepts(accept, file)) {
      setFailure(translate('ep.signals.fileType', { types: typeNames(accept) }));
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      const { url: uploaded } = await dataProvider.uploadImage(file, { onProgress: setProgress });
      field.onChange(uploaded);
    } catch (error) {
      const message = uploadFailureMessage(error);
      setFailure(message);
      onUploadError?.(message);
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  // A rule's message comes wrapped by react-admin, a server's plain: ValidationError reads both.
  const error = failure ?? (fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : null);
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 480 }}>
      <FormLabel htmlFor={inputId} required={isRequired}>
        <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={false} />
      </FormLabel>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`image-drop-${props.source}`}
        sx={{
          mt: 1,
          p: 1.5,
          border: '1px dashed',
          borderColor: dragging ? 'primary.main' : error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          {url ? (
            <Box
              component="img"
              src={url}
              alt={translate('ep.imageUpload.preview')}
              sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Box
              sx={{
                width: 120,
                height: 80,
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                fontSize: 12,
                textAlign: 'center',
              }}
            >
              {translate('ep.imageUpload.drop')}
            </Box>
          )}
          <Stack spacing={1} sx={{ flex: 1 }}>
            <Stack direction="row" spacing={1}>
              <Button
                component="label"
                variant="outlined"
                size="small"
                startIcon={<UploadIcon />}
                disabled={progress !== null}
              >
                {translate(url ? 'ep.imageUpload.replace' : 'ep.imageUpload.upload')}
                <input
                  id={inputId}
                  hidden
                  type="file"
                  accept={accept}
                  onChange={(event) => {
                    void upload(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </Button>
              {url ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => field.onChange('')}
                  disabled={progress !== null}
                >
                  {translate('ep.imageUpload.remove')}
                </Button>
              ) : null}
            </Stack>
            {progress !== null ? (
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={translate('ep.imageUpload.uploading')}
              />
            ) : null}
            {allowUrl ? (
              <TextField
                size="small"
                label="URL"
                value={url}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                slotProps={{ htmlInput: { 'aria-label': `${translate('ep.imageUpload.url')}` } }}
              />
            ) : null}
          </Stack>
        </Stack>
      </Box>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : props.helperText ? (
        <FormHelperText>{props.helperText}</FormHelperText>
      ) : null}
    </Box>
  );
}
