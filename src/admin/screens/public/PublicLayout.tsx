import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { usePublicData, type PublicData } from './usePublicData';
import { PUBLIC_PATHS } from './publicPaths';
import { lightWords } from '../../i18n/lightWords';

const PUBLIC_PAGES = [
  { path: PUBLIC_PATHS.faq, label: 'ep.public.faq' },
  { path: PUBLIC_PATHS.about, label: 'ep.public.aboutUs' },
  { path: PUBLIC_PATHS.media, label: 'ep.public.media' },
];

/**
 * A page for visitors: the business's name (the site settings' site name, as the server-rendered pages show
 * it), links between the public pages, and the content, phone first.
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const settings = usePublicData<{ siteName: string }>('/api/header-settings');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="md">
          <Typography variant="h6" component="p">
            {settings.state === 'ready' ? settings.data.siteName : ''}
          </Typography>
          <Stack
            component="nav"
            direction="row"
            spacing={2}
            aria-label={lightWords('ep.public.publicPages')}
            sx={{ mt: 1, flexWrap: 'wrap' }}
          >
            {PUBLIC_PAGES.map(({ path, label }) => (
              <Link
                key={path}
                href={path}
                color="inherit"
                underline="hover"
                aria-current={window.location.pathname === path ? 'page' : undefined}
              >
                {lightWords(label)}
              </Link>
            ))}
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** Loading, then the content, or a plain message when the content could not be read. */
export function PublicContent<T>({
  result,
  failure,
  children,
}: {
  result: PublicData<T>;
  failure: string;
  children(data: T): ReactNode;
}) {
  if (result.state === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={lightWords('ep.public.loading')} />
      </Box>
    );
  }
  if (result.state === 'error') return <Alert severity="error">{lightWords(failure)}</Alert>;
  return <>{children(result.data)}</>;
}
