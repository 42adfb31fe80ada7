import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { mediaSchema, type MediaFile } from '../../../domain/media';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { useDates } from '../../i18n/dates';
import { formatSize } from './formatSize';
import { MediaUsage } from './MediaUsage';

/**
 * MEDIA-03 (DECISIONS: a real edit): rename, alt text and whether the public media page shows it; the file's
 * own facts and the places that use it are shown, not edited.
 */
export function MediaInputs() {
  const file = useRecordContext<MediaFile>();
  const translate = useTranslate();
  const { day } = useDates();
  return (
    <>
      {file ? (
        <Box sx={{ mb: 2 }}>
          <Box
            component="img"
            src={file.url}
            alt={file.alt || file.name}
            sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, display: 'block' }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {file.type} · {formatSize(file.size)} · {day(file.date)} · {file.url}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <MediaUsage id={file.id} />
          </Box>
        </Box>
      ) : null}
      <BoundedTextInput source="name" label="ep.media.name" schema={mediaSchema.shape.name} fullWidth />
      <BoundedTextInput
        source="alt"
        label={translate('ep.mediaLibrary.alt')}
        schema={mediaSchema.shape.alt}
        fullWidth
      />
      <BooleanInput source="published" label="ep.mediaLibrary.published" helperText="ep.mediaLibrary.publishedHelp" />
    </>
  );
}
