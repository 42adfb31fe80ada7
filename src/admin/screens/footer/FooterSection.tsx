import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';

/** FOOT-01: one named section of the footer form. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}
