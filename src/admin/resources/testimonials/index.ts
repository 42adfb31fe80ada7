import RateReviewIcon from '@mui/icons-material/RateReview';
import type { Testimonial } from '../../../domain/testimonials';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const TestimonialList = lazyView(() => import('./TestimonialList'), 'TestimonialList');

export default {
  list: TestimonialList,
  icon: RateReviewIcon,
  recordRepresentation: (record: Testimonial) => record.name,
};
