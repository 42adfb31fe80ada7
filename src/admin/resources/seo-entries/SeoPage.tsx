import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { SeoBackLink } from './SeoBackLink';

/** The frame of every SEO sub-view: its title, and the back link to SEO. */
export function SeoPage({ title, children, back = true }: { title: string; children: ReactNode; back?: boolean }) {
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      {back && <SeoBackLink />}
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
