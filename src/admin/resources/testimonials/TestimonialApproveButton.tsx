import { Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { Testimonial } from '../../../domain/testimonials';

/** DECISIONS SHELL-21: Approve publishes a pending testimonial on the public site. */
export function TestimonialApproveButton() {
  const testimonial = useRecordContext<Testimonial>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Testimonial>();
  if (!testimonial || testimonial.approved) return null;
  const approve = () =>
    update(
      'testimonials',
      { id: testimonial.id, data: { approved: true, version: testimonial.version }, previousData: testimonial },
      {
        mutationMode: 'pessimistic',
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button size="small" variant="outlined" color="success" onClick={approve} disabled={isPending}>
      {translate('ep.testimonials.approve')}
    </Button>
  );
}
