import { useRecordContext } from 'react-admin';
import { tourSchema } from '../../../domain/tours';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { useFollowingSlug } from '../../components/useFollowingSlug';

/** TOUR-10: the slug; on a new tour it follows the Tour Name as a post's follows its title, until typed by hand. */
export function TourSlugInput() {
  const record = useRecordContext();
  useFollowingSlug('nombre', record?.id === undefined);
  return <BoundedTextInput source="slug" label="ep.tours.slug" schema={tourSchema.shape.slug} fullWidth />;
}
