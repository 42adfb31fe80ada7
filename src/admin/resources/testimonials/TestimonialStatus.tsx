import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Testimonial } from '../../../domain/testimonials';

export function TestimonialStatus({ testimonial }: { testimonial: Testimonial }) {
  const translate = useTranslate();
  return testimonial.approved ? (
    <Chip size="small" color="success" label={translate('ep.testimonials.approved')} />
  ) : (
    <Chip size="small" color="warning" label={translate('ep.testimonials.pending')} />
  );
}
