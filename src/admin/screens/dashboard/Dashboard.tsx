import { Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PeopleIcon from '@mui/icons-material/People';
import { Title, usePermissions } from 'react-admin';
import { CountCard } from './CountCard';
import { SeoHealthWidget } from './SeoHealthWidget';
import { OwnerTodayRow } from './OwnerTodayRow';

/** DASH-01: owner cards Pages, Media, Users and the SEO widget; DASH-06 as decided: real counts for the secretary. */
export function Dashboard() {
  const { permissions } = usePermissions();
  const owner = permissions === 'owner';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5">Dashboard</Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <CountCard label="Pages" resource="pages" icon={DescriptionIcon} />
        <CountCard label="Media" resource="media" icon={PermMediaIcon} />
        {owner && <CountCard label="Users" resource="users" icon={PeopleIcon} />}
      </Stack>
      {owner && <OwnerTodayRow />}
      {owner && <SeoHealthWidget />}
    </Stack>
  );
}
