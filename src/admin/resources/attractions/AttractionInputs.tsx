import { useNotify } from 'react-admin';
import { attractionSchema } from '../../../domain/attractions';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => attractionSchema.shape);

/** ATTR-08, ATTR-09: Name and Description required, an image by URL or file, an optional External Link. */
export function AttractionInputs() {
  const notify = useNotify();
  return (
    <>
      <BoundedTextInput source="nombre" label="ep.attractions.name" schema={shape.nombre} fullWidth />
      <BoundedTextInput
        source="descripcion"
        label="ep.attractions.description"
        schema={shape.descripcion}
        multiline
        minRows={3}
        fullWidth
      />
      <ImageUploadInput
        source="imagen"
        label="ep.attractions.imageUrlOrFile"
        allowUrl
        onUploadError={(message) => notify(message, { type: 'error' })}
      />
      <BoundedTextInput
        source="link"
        label="ep.attractions.externalLink"
        schema={shape.link}
        helperText="ep.attractions.optional"
        fullWidth
      />
    </>
  );
}
