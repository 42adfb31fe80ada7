import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { isRole } from '../../domain/roles';

/** SHELL-22 'Perfil': who is signed in, and the role as a word ('Dueño', 'Secretaria'), not its stored value. */
export function ProfilePage() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="ep.profile.title" />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {translate('ep.profile.title')}
        </Typography>
        <Typography>
          {translate('ep.profile.username')}: {identity?.fullName}
        </Typography>
        <Typography>
          {translate('ep.profile.role')}: {isRole(permissions) ? translate(`ep.roles.${permissions}`) : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
ProfilePage.path = '/profile';
