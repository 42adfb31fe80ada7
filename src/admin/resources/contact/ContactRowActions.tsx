import { Stack } from '@mui/material';
import { ShowButton } from 'react-admin';
import { ContactDeleteButton } from './ContactDeleteButton';

/** CONTACT-06: View and Delete. */
export const ContactRowActions = () => (
  <Stack direction="row" spacing={1} alignItems="center" onClick={(event) => event.stopPropagation()}>
    <ShowButton label="ep.contact.view" />
    <ContactDeleteButton />
  </Stack>
);
