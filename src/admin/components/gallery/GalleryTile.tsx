import { useTranslate } from 'react-admin';
import { useDrag, useDrop } from 'react-dnd';
import { Box, Button, Chip, IconButton, Stack, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { canRemove } from '../../../domain/gallery';

const TILE = 'gallery-image';

export interface GalleryTileProps {
  url: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove(from: number, to: number): void;
  onMakeCover(index: number): void;
  onRemove(index: number): void;
  onOpen(index: number): void;
}

/**
 * One image: drag handle with move buttons beside it for the keyboard (as the navigation list has), the
 * 'Cover' badge on the first, 'Make Cover' and 'Remove' on the others (PROP-16..18, VEH-20, VEH-21).
 */
export function GalleryTile({ url, index, count, disabled, onMove, onMakeCover, onRemove, onOpen }: GalleryTileProps) {
  const translate = useTranslate();
  const number = index + 1;
  const [{ dragging }, drag, preview] = useDrag({
    type: TILE,
    item: { index },
    canDrag: !disabled,
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  const [{ over }, drop] = useDrop({
    accept: TILE,
    drop: (item: { index: number }) => {
      if (item.index !== index) onMove(item.index, index);
    },
    collect: (monitor) => ({ over: monitor.isOver() }),
  });
  const cover = index === 0;

  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        preview(drop(node));
      }}
      data-testid={`gallery-tile-${index}`}
      sx={{
        width: 180,
        border: '1px solid',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 0.5,
        opacity: dragging ? 0.4 : 1,
        position: 'relative',
      }}
    >
      <Box
        component="button"
        type="button"
        onClick={() => onOpen(index)}
        aria-label={translate('ep.gallery.openImage', { number })}
        sx={{ p: 0, border: 0, display: 'block', width: '100%', cursor: 'zoom-in', bgcolor: 'transparent' }}
      >
        <Box
          component="img"
          src={url}
          alt={translate('ep.gallery.image', { number })}
          sx={{ width: '100%', height: 110, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
        />
      </Box>
      {cover && (
        <Chip
          label={translate('ep.gallery.cover')}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 8, left: 8 }}
        />
      )}
      <Stack direction="row" alignItems="center" spacing={0.25} sx={{ mt: 0.5 }}>
        <Tooltip title={translate('ep.gallery.dragToReorder')}>
          <span>
            <IconButton
              ref={(node: HTMLButtonElement | null) => {
                drag(node);
              }}
              size="small"
              disabled={disabled}
              aria-label={translate('ep.gallery.dragImage', { number })}
              sx={{ cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton
          size="small"
          disabled={disabled || cover}
          onClick={() => onMove(index, index - 1)}
          aria-label={translate('ep.gallery.moveEarlier', { number })}
        >
          <ArrowBackIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={translate('ep.gallery.moveLater', { number })}
        >
          <ArrowForwardIcon fontSize="small" />
        </IconButton>
      </Stack>
      {!cover && (
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            disabled={disabled}
            onClick={() => onMakeCover(index)}
            aria-label={translate('ep.gallery.makeImageCover', { number })}
          >
            {translate('ep.gallery.makeCover')}
          </Button>
          {canRemove(index) && (
            <Button
              size="small"
              color="error"
              disabled={disabled}
              onClick={() => onRemove(index)}
              aria-label={translate('ep.gallery.removeImage', { number })}
            >
              {translate('ep.gallery.remove')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
