import { Datagrid, FunctionField, List, TextField, TopToolbar, type RaRecord } from 'react-admin';
import { Stack } from '@mui/material';
import { CONTACT_PER_PAGE, type ContactMessage } from '../../../domain/contact';
import { REFRESH_MS } from '../../components/refresh';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { ContactReadFilter } from './ContactReadFilter';
import { ContactRowActions } from './ContactRowActions';
import { ContactStatus } from './ContactStatus';
import { ContactUnreadBadge } from './ContactUnreadBadge';
import { InstantField } from '../../components/DateFields';
import { useMarkRead } from './useMarkRead';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.contact.search" />];

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <ContactReadFilter />
    <ContactUnreadBadge />
  </TopToolbar>
);

/** CONTACT-01..07: the inbox, 20 per page, newest first; clicking a row marks it read (CONTACT-09). */
export function ContactList() {
  const markRead = useMarkRead();
  const onRowClick = (_id: unknown, _resource: string, record: RaRecord) => {
    markRead(record as ContactMessage);
    return false as const;
  };
  return (
    <List
      title="ep.contact.contact"
      filters={filters}
      actions={<Actions />}
      perPage={CONTACT_PER_PAGE}
      // The page-size menu must offer the inbox's own 20, or MUI shows an empty choice.
      pagination={<ListPagination rowsPerPageOptions={[10, CONTACT_PER_PAGE, 50]} />}
      sort={{ field: 'fecha', order: 'DESC' }}
      // CONTACT-13: a failed load is only logged. A visitor's new message shows within seconds, as in the bell.
      queryOptions={{
        refetchInterval: REFRESH_MS,
        onError: (error) => console.error('Loading contact messages failed', error),
      }}
    >
      <ResponsiveList<ContactMessage>
        primaryText={(message) => message.nombre}
        secondaryText={(message) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <ContactStatus message={message} />
            <span>{message.asunto || message.email}</span>
          </Stack>
        )}
        actions={<ContactRowActions />}
      >
        <Datagrid
          rowClick={onRowClick}
          bulkActionButtons={false}
          rowSx={(record) => (record.leido ? {} : { fontWeight: 600, '& td': { fontWeight: 600 } })}
        >
          <FunctionField<ContactMessage>
            source="leido"
            label="ep.contact.status"
            render={(message) => <ContactStatus message={message} />}
          />
          <TruncatedField source="nombre" label="ep.contact.name" maxWidth={{ xs: 160, md: 220 }} />
          <TextField source="email" label="ep.contact.email" />
          <TruncatedField source="asunto" label="ep.contact.subject" maxWidth={{ xs: 160, md: 260 }} />
          <InstantField source="fecha" label="ep.contact.date" />
          <ContactRowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
