import { useTranslate } from 'react-admin';
import { Suspense, lazy } from 'react';
import { LinearProgress } from '@mui/material';

// react-dnd and the gallery load when a listing form first opens, not with the app.
const ImageGallery = lazy(() => import('./ImageGallery'));

/** The listing forms' images (properties and vehicles share it). */
export function GalleryInput({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={<LinearProgress sx={{ my: 2, maxWidth: 400 }} aria-label={translate('ep.gallery.loadingGallery')} />}
    >
      <ImageGallery label={label} />
    </Suspense>
  );
}
