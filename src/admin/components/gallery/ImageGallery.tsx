import { useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Box, Button, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { addImages, galleryOf, imagesOf, makeCover, moveImage, removeImage } from '../../../domain/gallery';
import { DEFAULT_LISTING_IMAGE, MAX_LISTING_IMAGES } from '../../../domain/listings';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useUploadFailure } from '../uploadFailure';
import { GalleryTile } from './GalleryTile';
import { ImageLightbox } from './ImageLightbox';

/**
 * The images of a listing as one ordered gallery bound to the form's `image` (the first, the cover) and
 * `additional_images` (the rest): several files uploaded at once (VEH-04), drag or buttons to reorder, cover
 * and remove rules, a lightbox. A failed upload adds nothing; with no image at all the listing keeps the
 * default image (PROP-12, VEH-31). Loaded lazily with react-dnd (see GalleryInput).
 */
export default function ImageGallery({ label = 'Images' }: { label?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const uploadFailureMessage = useUploadFailure();
  const notify = useNotify();
  const { field: cover } = useInput({ source: 'image', defaultValue: DEFAULT_LISTING_IMAGE });
  const { field: others } = useInput({ source: 'additional_images', defaultValue: [] });
  const gallery = galleryOf({ image: cover.value as string, additional_images: others.value as string[] });
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const change = (next: string[]) => {
    const { image, additional_images } = imagesOf(next);
    cover.onChange(image);
    others.onChange(additional_images);
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    const results = await Promise.allSettled(files.map((file) => dataProvider.uploadImage(file)));
    const urls = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.url] : []));
    const refused = results.find((result) => result.status === 'rejected');
    if (refused) notify(uploadFailureMessage(refused.reason), { type: 'error' });
    if (urls.length > 0) change(addImages(gallery, urls, MAX_LISTING_IMAGES));
    setUploading(false);
  };

  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <FormLabel component="div">{label}</FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('ep.gallery.theFirstImageIs')}
      </Typography>
      <DndProvider backend={HTML5Backend}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="image-gallery">
          {gallery.map((url, index) => (
            <GalleryTile
              key={`${url}-${index}`}
              url={url}
              index={index}
              count={gallery.length}
              disabled={uploading}
              onMove={(from, to) => change(moveImage(gallery, from, to))}
              onMakeCover={(position) => change(makeCover(gallery, position))}
              onRemove={(position) => change(removeImage(gallery, position))}
              onOpen={setOpen}
            />
          ))}
        </Stack>
      </DndProvider>
      {gallery.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('ep.gallery.noImagesYetThe')}
        </Typography>
      )}
      {uploading && (
        <LinearProgress sx={{ mt: 1, maxWidth: 400 }} aria-label={translate('ep.gallery.uploadingImages')} />
      )}
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={uploading || gallery.length >= MAX_LISTING_IMAGES}
        sx={{ mt: 1 }}
      >
        {translate('ep.gallery.addImages')}
        <input
          hidden
          type="file"
          accept="image/*"
          multiple
          data-testid="gallery-file-input"
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Button>
      <ImageLightbox images={gallery} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </Box>
  );
}
