import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/**
 * What the About page will look like. The HTML shown is the one last saved, which the server has sanitized;
 * typed HTML is shown as text until saved, so nothing unsanitized is ever rendered.
 */
export function AboutPreview({ savedHtml }: { savedHtml: string }) {
  const translate = useTranslate();
  const typed = useWatch({ name: 'content' }) as string | undefined;
  const changed = typed !== undefined && typed !== savedHtml;
  return (
    <Box component="section" aria-label={translate('ep.site.about.preview')} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('ep.site.about.preview')}
      </Typography>
      {changed ? (
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
          {typed}
        </Typography>
      ) : (
        <Box
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: savedHtml }}
        />
      )}
    </Box>
  );
}
