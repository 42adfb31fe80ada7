import { Datagrid, DeleteWithConfirmButton, EditButton, List, TextField, TopToolbar } from 'react-admin';
import type { ShipCall } from '../../../domain/shipCalls';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { ImportShipCallsButton } from './ImportShipCallsButton';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.run.ships.search" />];

const Actions = () => (
  <TopToolbar>
    <ImportShipCallsButton />
    <TextCreateButton label="ep.run.ships.add" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <EditButton />
    <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
  </>
);

/** The calendar of ship calls staff enter or import. */
export function ShipCallList() {
  return (
    <List
      pagination={<ListPagination />}
      title="ep.run.ships.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={50}
    >
      <ResponsiveList<ShipCall>
        primaryText={(call) => call.ship}
        secondaryText={(call) => `${call.date} ${call.arrival_time}–${call.all_aboard_time} · ${call.terminal}`}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="ship" label="ep.run.ships.ship" />
          <TextField source="terminal" label="ep.run.ships.terminal" />
          <TextField source="date" label="ep.run.ships.date" />
          <TextField source="arrival_time" label="ep.run.ships.arrival" />
          <TextField source="all_aboard_time" label="ep.run.ships.allAboard" />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
