import { Suspense, lazy } from 'react';
import { LinearProgress } from '@mui/material';

// react-dnd and the gallery load when a listing form first opens, not with the app.
const ImageGallery = lazy(() => import('./ImageGallery'));

/** The listing forms' images (properties and vehicles share it). */
export function GalleryInput({ label }: { label?: string }) {
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2, maxWidth: 400 }} aria-label="Loading gallery" />}>
      <ImageGallery label={label} />
    </Suspense>
  );
}
