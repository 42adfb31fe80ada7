import { useTranslate } from 'react-admin';
import { Box, Dialog, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { counterText, stepIndex } from '../../../domain/gallery';

interface ImageLightboxProps {
  images: readonly string[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** PROP-15, VEH-20: one image at a time; Escape closes, the arrow keys move (wrapping), 'n / total' says where. */
export function ImageLightbox({ images, index, onIndexChange, onClose }: ImageLightboxProps) {
  const translate = useTranslate();
  const current = index ?? 0;
  const total = images.length;
  const step = (by: 1 | -1) => onIndexChange(stepIndex(current, by, total));

  return (
    <Dialog
      open={index !== null && total > 0}
      onClose={onClose}
      maxWidth="lg"
      slotProps={{ paper: { 'aria-label': translate('ep.gallery.imageViewer') } }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      <Stack sx={{ p: 1, bgcolor: 'grey.900', color: 'common.white' }} spacing={1}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography data-testid="lightbox-counter">{counterText(current, total)}</Typography>
          <IconButton onClick={onClose} aria-label={translate('ep.gallery.close')} sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" alignItems="center" spacing={1}>
          <IconButton
            onClick={() => step(-1)}
            aria-label={translate('ep.gallery.previousImage')}
            sx={{ color: 'inherit' }}
            disabled={total < 2}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box
            component="img"
            src={images[current]}
            alt={translate('ep.gallery.image', { number: counterText(current, total) })}
            sx={{ maxWidth: '80vw', maxHeight: '75vh', objectFit: 'contain' }}
          />
          <IconButton
            onClick={() => step(1)}
            aria-label={translate('ep.gallery.nextImage')}
            sx={{ color: 'inherit' }}
            disabled={total < 2}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Dialog>
  );
}
