import { useLayoutEffect, type ComponentType } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useBasename, useTranslate } from 'react-admin';
import { dropFirstRows } from '../../firstRows';

interface MessageScreenProps {
  icon: ComponentType<{ fontSize: 'large'; color: 'action' }>;
  title: string;
  text: string;
}

/** A full-page message inside the layout, with the way back to the role's own dashboard. */
export function MessageScreen({ icon: Icon, title, text }: MessageScreenProps) {
  const translate = useTranslate();
  const basename = useBasename();
  // Shown at the address whose first rows the server wrote (a grant taken back meanwhile): the message, not them.
  useLayoutEffect(dropFirstRows, []);
  return (
    <Card sx={{ mt: 2 }} role="alert">
      <Title title={title} />
      <CardContent>
        <Stack spacing={2} alignItems="flex-start">
          <Icon fontSize="large" color="action" />
          <Typography variant="h5">{translate(title)}</Typography>
          <Typography color="text.secondary">{translate(text)}</Typography>
          <Button component={Link} to={`${basename}/`} variant="contained">
            {translate('ep.access.toDashboard')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
