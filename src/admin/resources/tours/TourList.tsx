import { Datagrid, FunctionField, List, NumberField, TextField, TopToolbar } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { cutDescription, type Tour } from '../../../domain/tours';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { AddTourButton } from './AddTourButton';
import { TourRowActions } from './TourRowActions';
import { TourStatus } from './TourStatus';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.tours.searchToursByName" />];

const Actions = () => (
  <TopToolbar>
    <AddTourButton />
  </TopToolbar>
);

const price = (tour: Tour) => `$${tour.precio.toLocaleString('en-US')}`;

/** TOUR-03: the name with the short description cut to 50 characters under it. */
const TourCell = ({ tour }: { tour: Tour }) => (
  <Stack sx={{ minWidth: 160, maxWidth: 360 }}>
    <Typography variant="body2" fontWeight="bold">
      {tour.nombre}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {cutDescription(tour.short_description || tour.descripcion)}
    </Typography>
  </Stack>
);

/** TOUR-01..05: search, the spec's columns, 'Add New Tour' to tours/new, edit, delete and force delete. */
export function TourList() {
  return (
    <List
      title="ep.tours.tours"
      filters={filters}
      pagination={<ListPagination />}
      actions={<Actions />}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <ResponsiveList<Tour>
        primaryText={(tour) => tour.nombre}
        secondaryText={(tour) => (
          <Stack spacing={0.5}>
            <span>{cutDescription(tour.short_description || tour.descripcion)}</span>
            <span>
              {price(tour)} · {tour.duracion} · {tour.capacidad}
            </span>
            <TourStatus tour={tour} />
          </Stack>
        )}
        actions={<TourRowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <FunctionField<Tour> source="nombre" label="ep.tours.tour" render={(tour) => <TourCell tour={tour} />} />
          <NumberField
            source="precio"
            label="ep.tours.price"
            options={{ style: 'currency', currency: 'USD' }}
            locales="en-US"
          />
          <TextField source="duracion" label="ep.tours.duration" sortable={false} />
          <TextField source="capacidad" label="ep.tours.capacity" sortable={false} />
          <FunctionField<Tour> source="active" label="ep.tours.status" render={(tour) => <TourStatus tour={tour} />} />
          <FunctionField label="ep.tours.actions" render={() => <TourRowActions />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
