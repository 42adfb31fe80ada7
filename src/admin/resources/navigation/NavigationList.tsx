import { CreateButton, List, SearchInput, TopToolbar, useNotify } from 'react-admin';
import { NAV_MESSAGES } from '../../../domain/navigation';
import { NavigationTable } from './NavigationTable';
import { navErrorMessage } from './navigationErrors';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nombre o URL" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="+ Add New Link" icon={<></>} />
  </TopToolbar>
);

/** NAV-01: every link on one page, searchable by name or URL, sorted by order. */
export function NavigationList() {
  const notify = useNotify();
  return (
    <List
      title="Navigation"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      queryOptions={{
        onError: (error) => notify(navErrorMessage(error, NAV_MESSAGES.loadError) ?? NAV_MESSAGES.loadError, { type: 'error' }),
      }}
    >
      <NavigationTable />
    </List>
  );
}
