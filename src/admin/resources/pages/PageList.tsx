import { Datagrid, DeleteWithConfirmButton, EditButton, FunctionField, List, TopToolbar } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { useDates } from '../../i18n/dates';
import { Stack } from '@mui/material';
import type { Page } from '../../../domain/pages';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { TruncatedField } from '../../components/TruncatedText';
import { PageStatusChip } from './PageStatusChip';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.pages.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.pages.create" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <EditButton label="ep.pages.edit" />
    <DeleteWithConfirmButton
      label="ep.pages.delete"
      confirmTitle="ep.pages.deleteTitle"
      confirmContent="ep.pages.deleteConfirm"
      mutationMode="pessimistic"
    />
  </>
);

/** PAGE-01..03: title, status (Publicado/Borrador) and date, with '+ Nueva Página', 'Editar', 'Eliminar'. */
export function PageList() {
  const { day } = useDates();
  return (
    <List
      pagination={<ListPagination />}
      title="ep.menu.pages"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <ResponsiveList<Page>
        bulkDelete
        primaryText={(page) => page.title}
        secondaryText={(page) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <PageStatusChip page={page} />
            <span>{day(page.date)}</span>
          </Stack>
        )}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TruncatedField source="title" label="ep.pages.title" maxWidth={{ xs: 200, md: 480 }} />
          <FunctionField<Page>
            source="status"
            label="ep.pages.status"
            render={(page) => <PageStatusChip page={page} />}
          />
          <DayField source="date" label="ep.pages.date" />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
