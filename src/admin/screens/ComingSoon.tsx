import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Sections whose issue has not landed yet open this instead of a blank or broken page. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">Coming in this release.</Typography>
      </CardContent>
    </Card>
  );
}
