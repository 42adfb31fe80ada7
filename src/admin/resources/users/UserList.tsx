import { CreateButton, Datagrid, EditButton, List, TextField, TopToolbar } from 'react-admin';
import { Stack, Typography } from '@mui/material';

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add user" />
  </TopToolbar>
);

/** USER-02: administrators and drivers in two tables, each its own list state. */
export function UserList() {
  return (
    <Stack spacing={2}>
      <List title="Users" storeKey="users.admins" filter={{ role: ['Owner', 'Secretary'] }} actions={<Actions />} perPage={25} disableSyncWithLocation>
        <Typography variant="h6" sx={{ px: 2, pt: 1 }}>
          Administradores
        </Typography>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="username" />
          <TextField source="role" />
          <TextField source="email" />
          <TextField source="status" />
          <EditButton />
        </Datagrid>
      </List>
      <List title={false} storeKey="users.drivers" filter={{ role: 'Driver' }} actions={false} perPage={25} disableSyncWithLocation>
        <Typography variant="h6" sx={{ px: 2, pt: 1 }}>
          Drivers
        </Typography>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="username" />
          <TextField source="email" />
          <TextField source="phone" />
          <TextField source="vehicle" />
          <TextField source="plate" />
          <TextField source="status" />
          <EditButton />
        </Datagrid>
      </List>
    </Stack>
  );
}
