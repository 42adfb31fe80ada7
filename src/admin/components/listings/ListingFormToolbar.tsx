import { Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { KeepButtonLabels } from '../KeepButtonLabels';

interface ListingFormToolbarProps {
  saveLabel: string;
  /** What the button says while the save runs ('Saving...', 'Updating...'); it is disabled meanwhile. */
  savingLabel: string;
  cancelTo: string;
}

/** Save with the screen's words and Cancel back to the listing's list (the form warns if something is unsaved). */
export function ListingFormToolbar({ saveLabel, savingLabel, cancelTo }: ListingFormToolbarProps) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <KeepButtonLabels>
        <SaveButton label={saving ? savingLabel : saveLabel} alwaysEnable={!saving} disabled={saving} icon={<></>} />
        <Button component={Link} to={cancelTo}>
          {translate('ep.listings.cancel')}
        </Button>
      </KeepButtonLabels>
    </Toolbar>
  );
}
