import { Datagrid, DeleteWithConfirmButton, EditButton, List, NumberField, TextField, TopToolbar } from 'react-admin';
import type { FleetVehicle } from '../../../domain/fleetVehicles';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.run.fleet.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.run.fleet.add" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <EditButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
  </>
);

/** The fleet the day's runs are driven in. */
export function FleetVehicleList() {
  return (
    <List
      pagination={<ListPagination />}
      title="ep.run.fleet.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <ResponsiveList<FleetVehicle>
        primaryText={(vehicle) => vehicle.name}
        secondaryText={(vehicle) => `${vehicle.plate} · ${vehicle.seats}`}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="name" label="ep.run.fleet.name" />
          <TextField source="plate" label="ep.run.fleet.plate" />
          <NumberField source="seats" label="ep.run.fleet.seats" />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
