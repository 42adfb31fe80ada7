import { List, TopToolbar } from 'react-admin';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { NavigationTable } from './NavigationTable';
import { useNavErrorNotifier } from './navigationErrors';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.navigation.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.navigation.create" />
  </TopToolbar>
);

/** NAV-01: every link on one page, searchable by name or URL, sorted by order. */
export function NavigationList() {
  const onError = useNavErrorNotifier('ep.navigation.loadError');
  return (
    <List
      title="ep.menu.navigation"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      queryOptions={{ onError }}
    >
      <NavigationTable />
    </List>
  );
}
