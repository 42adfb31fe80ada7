import { Box, Typography } from '@mui/material';
import { PublicContent, PublicLayout } from './PublicLayout';
import { usePublicData } from './usePublicData';
import { lightWords } from '../../i18n/lightWords';

type PublicImage = { id: number; name: string; url: string; alt: string };

/** PUB-02: the library's images for visitors, as a grid that is one column on a phone. */
export default function PublicMediaPage() {
  const result = usePublicData<PublicImage[]>('/api/public-media');
  return (
    <PublicLayout title={lightWords('ep.public.media')}>
      <PublicContent result={result} failure="ep.public.mediaLoadError">
        {(images) =>
          images.length === 0 ? (
            <Typography>{lightWords('ep.public.noMediaYet')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {images.map((image) => (
                <Box component="figure" key={image.id} sx={{ m: 0 }}>
                  <Box
                    component="img"
                    src={image.url}
                    alt={image.alt || image.name}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1,
                      bgcolor: 'grey.200',
                    }}
                  />
                  <Typography
                    component="figcaption"
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
                  >
                    {image.alt || image.name}
                  </Typography>
                </Box>
              ))}
            </Box>
          )
        }
      </PublicContent>
    </PublicLayout>
  );
}
