import { Datagrid, DeleteWithConfirmButton, FunctionField, List, SelectInput, useTranslate } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { Rating, Stack } from '@mui/material';
import type { Testimonial } from '../../../domain/testimonials';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { TestimonialApproveButton } from './TestimonialApproveButton';
import { TestimonialStatus } from './TestimonialStatus';
import { ListTopActions } from '../../components/ListTopActions';
import { ListPagination } from '../../components/ListPagination';

function ApprovedFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = [
    { id: 'false', name: translate('ep.testimonials.pending') },
    { id: 'true', name: translate('ep.testimonials.approved') },
  ];
  return (
    <SelectInput
      {...props}
      label="ep.testimonials.status"
      choices={choices}
      translateChoice={false}
      parse={(value: string) => (value === '' ? undefined : value === 'true')}
      format={(value: unknown) => (value === undefined ? '' : String(value))}
    />
  );
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="ep.testimonials.search" />,
  <ApprovedFilter key="approved" source="approved" alwaysOn />,
];

// Stacked below the widest screens, so Delete stays inside the table at 1400 px (it was cut off; issue 43).
const RowActions = () => (
  <Stack direction={{ xs: 'column', xl: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', xl: 'center' }}>
    <TestimonialApproveButton />
    <DeleteWithConfirmButton
      label="ep.testimonials.delete"
      mutationMode="pessimistic"
      confirmTitle="ep.testimonials.deleteTitle"
      confirmContent="ep.testimonials.deleteConfirm"
    />
  </Stack>
);

const Stars = ({ testimonial }: { testimonial: Testimonial }) => (
  <Rating value={testimonial.rating} readOnly size="small" aria-label={`${testimonial.rating}/5`} />
);

/** DECISIONS SHELL-21: the owner's testimonials with name, text, rating, date and status; Approve and Delete. */
export function TestimonialList() {
  return (
    <List
      pagination={<ListPagination />}
      title="ep.testimonials.testimonials"
      filters={filters}
      actions={<ListTopActions />}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <ResponsiveList<Testimonial>
        bulkDelete
        primaryText={(testimonial) => testimonial.name}
        secondaryText={(testimonial) => (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Stars testimonial={testimonial} />
              <TestimonialStatus testimonial={testimonial} />
            </Stack>
            <span style={{ overflowWrap: 'anywhere' }}>{testimonial.text}</span>
          </Stack>
        )}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TruncatedField source="name" label="ep.testimonials.name" maxWidth={{ xs: 140, md: 200 }} />
          <TruncatedField source="text" label="ep.testimonials.text" maxWidth={{ xs: 200, md: 260, xl: 420 }} />
          <FunctionField<Testimonial>
            source="rating"
            label="ep.testimonials.rating"
            render={(testimonial) => <Stars testimonial={testimonial} />}
          />
          <DayField source="date" label="ep.testimonials.date" />
          <FunctionField<Testimonial>
            source="approved"
            label="ep.testimonials.status"
            render={(testimonial) => <TestimonialStatus testimonial={testimonial} />}
          />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
