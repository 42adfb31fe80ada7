import { Typography } from '@mui/material';

/** A titled part of a listing form (VEH-03: basic info, description, images, features, owner info). */
export const ListingSection = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
);
