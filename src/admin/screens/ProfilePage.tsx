import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions } from 'react-admin';

const ROLE_LABEL: Record<string, string> = { owner: 'Dueño', secretary: 'Secretaria' };

export function ProfilePage() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Perfil" />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          Perfil
        </Typography>
        <Typography>Usuario: {identity?.fullName}</Typography>
        <Typography>Rol: {ROLE_LABEL[String(permissions)] ?? ''}</Typography>
      </CardContent>
    </Card>
  );
}
ProfilePage.path = '/profile';
