import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { TextCreateButton } from '../../layout/TextCreateButton';
import { Chip } from '@mui/material';
import { PAGE_STATUS_LABELS, type Page } from '../../../domain/pages';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar páginas" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="+ Nueva Página" />
  </TopToolbar>
);

/** PAGE-01..03: title, status (Publicado/Borrador) and date, with '+ Nueva Página', 'Editar', 'Eliminar'. */
export function PageList() {
  return (
    <List title="Pages" filters={filters} actions={<Actions />} sort={{ field: 'date', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="title" label="Título" />
        <FunctionField<Page>
          source="status"
          label="Estado"
          render={(page) => (
            <Chip size="small" label={PAGE_STATUS_LABELS[page.status]} color={page.status === 'published' ? 'success' : 'default'} />
          )}
        />
        <DateField source="date" label="Fecha" locales="es-DO" options={{ timeZone: 'UTC' }} />
        <EditButton label="Editar" />
        <DeleteWithConfirmButton
          label="Eliminar"
          confirmTitle="Eliminar página"
          confirmContent="¿Seguro que deseas eliminar esta página?"
          mutationMode="pessimistic"
        />
      </Datagrid>
    </List>
  );
}
