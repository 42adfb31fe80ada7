import { Box } from '@mui/material';
import type { MediaFile } from '../../../domain/media';

/** The upload's small WebP (the file itself for records made before thumbnails existed). */
export const MediaThumbnail = ({ file, size = 56 }: { file: MediaFile; size?: number }) => (
  <Box
    component="img"
    src={file.thumbnail || file.url}
    alt={file.alt || file.name}
    loading="lazy"
    sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
  />
);
