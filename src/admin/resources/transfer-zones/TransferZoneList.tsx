import { Datagrid, DeleteWithConfirmButton, EditButton, List, NumberField, TextField, TopToolbar } from 'react-admin';
import type { TransferZone } from '../../../domain/transferZones';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.run.zones.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.run.zones.add" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <EditButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
  </>
);

/** The zones transfers are priced by, which the owner edits. */
export function TransferZoneList() {
  return (
    <List
      pagination={<ListPagination />}
      title="ep.run.zones.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <ResponsiveList<TransferZone>
        primaryText={(zone) => zone.name}
        secondaryText={(zone) => String(zone.price)}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="name" label="ep.run.zones.name" />
          <NumberField source="price" label="ep.run.zones.price" />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
