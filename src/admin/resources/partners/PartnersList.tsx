import { Datagrid, EditButton, List, TextField, TopToolbar } from 'react-admin';
import type { Partner } from '../../../domain/partners';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.partners.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.partners.add" />
  </TopToolbar>
);

export function PartnersList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }}>
      <ResponsiveList<Partner> primaryText={(record) => record.name}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="name" label="resources.partners.fields.name" />
          <EditButton />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
