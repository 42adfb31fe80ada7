import { Alert, List, ListItem, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { placeLabel } from './placeLabel';
import { useMediaUsage } from './useMediaUsage';

/** The places that show the file; with `deleting`, a warning that the delete will be refused while it is used. */
export function MediaUsage({ id, deleting = false }: { id: Identifier | undefined; deleting?: boolean }) {
  const translate = useTranslate();
  const { data: uses, isPending, isError } = useMediaUsage(id);
  if (isError) return null;
  if (isPending)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('ep.mediaLibrary.usageLoading')}
      </Typography>
    );
  if (!uses.length)
    return deleting ? null : (
      <Typography variant="body2" color="text.secondary">
        {translate('ep.mediaLibrary.notUsed')}
      </Typography>
    );
  return (
    <>
      {deleting ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('ep.mediaLibrary.deleteUsed')}
        </Alert>
      ) : null}
      <Typography variant="subtitle2">{translate('ep.mediaLibrary.usedIn')}</Typography>
      <List dense aria-label={translate('ep.mediaLibrary.usedIn')}>
        {uses.map((use) => (
          <ListItem key={`${use.resource}-${use.id}`} disableGutters>
            {placeLabel(translate, use)}
          </ListItem>
        ))}
      </List>
    </>
  );
}
