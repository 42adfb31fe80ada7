import { Datagrid, List, SelectField, TopToolbar, useTranslate } from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import type { StaffUser } from '../../../domain/users';
import { ResponsiveList } from '../../components/ResponsiveList';
import { TextCreateButton } from '../../components/TextCreateButton';
import { TruncatedField } from '../../components/TruncatedText';
import { ROLE_CHOICES, STATUS_CHOICES } from './userChoices';
import { UserRowActions } from './UserRowActions';
import { ListPagination } from '../../components/ListPagination';

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.users.add" />
  </TopToolbar>
);

/** Drivers have seven columns: each text column is cut at this width so Edit and Delete stay on a 1,366 px screen. */
const WIDTH = { xs: 100, lg: 120, xl: 200 };
/** An address needs more room than a name before it is cut. */
const EMAIL_WIDTH = { xs: 180, lg: 260, xl: 360 };

function Heading({ text }: { text: string }) {
  return (
    <Typography variant="h6" sx={{ px: 2, pt: 1 }}>
      {text}
    </Typography>
  );
}

/** One line per card on phones: role or vehicle and plate, then status. */
function UserSummary({ user }: { user: StaffUser }) {
  const translate = useTranslate();
  const detail =
    user.role === 'Driver'
      ? [user.vehicle, user.plate].filter(Boolean).join(' · ')
      : translate(`ep.userRoles.${user.role}`);
  return (
    <Typography variant="body2" noWrap component="span" sx={{ display: 'block' }}>
      {[detail, user.email, translate(`ep.userStatuses.${user.status}`)].filter(Boolean).join(' · ')}
    </Typography>
  );
}

/** USER-02: administrators and drivers in two tables, each its own list state; USER-01 as decided: staff records. */
export function UserList() {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <List
        pagination={<ListPagination />}
        title="ep.menu.users"
        storeKey="users.admins"
        filter={{ role: ['Owner', 'Secretary'] }}
        actions={<Actions />}
        perPage={25}
        disableSyncWithLocation
      >
        <Alert severity="info" sx={{ m: 1 }}>
          {translate('ep.users.accountsNote')}
        </Alert>
        <Heading text={translate('ep.users.admins')} />
        <ResponsiveList<StaffUser>
          primaryText={(user) => user.username}
          secondaryText={(user) => <UserSummary user={user} />}
          actions={<UserRowActions />}
        >
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <TruncatedField source="username" label="ep.users.username" maxWidth={WIDTH} />
            <SelectField source="role" label="ep.users.role" choices={ROLE_CHOICES} />
            <TruncatedField source="email" label="ep.users.email" maxWidth={EMAIL_WIDTH} />
            <SelectField source="status" label="ep.users.status" choices={STATUS_CHOICES} />
            <UserRowActions />
          </Datagrid>
        </ResponsiveList>
      </List>
      <List
        pagination={<ListPagination />}
        title={false}
        storeKey="users.drivers"
        filter={{ role: 'Driver' }}
        actions={false}
        perPage={25}
        disableSyncWithLocation
      >
        <Heading text={translate('ep.users.drivers')} />
        <ResponsiveList<StaffUser>
          primaryText={(user) => user.username}
          secondaryText={(user) => <UserSummary user={user} />}
          actions={<UserRowActions />}
        >
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <TruncatedField source="username" label="ep.users.username" maxWidth={WIDTH} />
            <TruncatedField source="email" label="ep.users.email" maxWidth={EMAIL_WIDTH} />
            <TruncatedField source="phone" label="ep.users.phone" maxWidth={WIDTH} />
            <TruncatedField source="vehicle" label="ep.users.vehicle" maxWidth={WIDTH} />
            <TruncatedField source="plate" label="ep.users.plate" maxWidth={WIDTH} />
            <SelectField source="status" label="ep.users.status" choices={STATUS_CHOICES} />
            <UserRowActions />
          </Datagrid>
        </ResponsiveList>
      </List>
    </Stack>
  );
}
