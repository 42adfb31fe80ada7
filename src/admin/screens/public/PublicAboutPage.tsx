import { Box } from '@mui/material';
import { PublicContent, PublicLayout } from './PublicLayout';
import { usePublicData } from './usePublicData';
import { lightWords } from '../../i18n/lightWords';

/** PUB-02: the About Us text; its HTML was sanitized by the server when saved (ABOUT-01). */
export default function PublicAboutPage() {
  const result = usePublicData<{ content: string }>('/api/about-us');
  return (
    <PublicLayout title={lightWords('ep.public.aboutUs')}>
      <PublicContent result={result} failure="ep.public.aboutLoadError">
        {({ content }) => (
          <Box
            data-testid="about-content"
            sx={{
              overflowWrap: 'anywhere',
              '& img': { maxWidth: '100%', height: 'auto' },
              '& h2, & h3': { lineHeight: 1.3 },
            }}
            dangerouslySetInnerHTML={{ __html: content }}
          />
        )}
      </PublicContent>
    </PublicLayout>
  );
}
