import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useSeoPath } from './seoPaths';

/** SEO-03: every sub-view leads back to the SEO area. */
export function SeoBackLink() {
  const seoPath = useSeoPath();
  return (
    <Button component={Link} to={seoPath()} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      SEO
    </Button>
  );
}
