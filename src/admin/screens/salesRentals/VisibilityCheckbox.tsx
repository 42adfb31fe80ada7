import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';
import { broadcastVisibility } from './visibilityBroadcast';

const NAME = 'sales-rentals-visibility';

/**
 * SR-02, SR-05..07: whether Sales & Rentals shows in the public menu. The box follows the server: it is
 * disabled until the value is read and while a change is sent; a refused change puts it back and is only logged.
 */
export function VisibilityCheckbox() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [visible, setVisible] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    dataProvider
      .getSingleton<{ visible: boolean }>(NAME)
      .then(({ data }) => current && setVisible(Boolean(data.visible)))
      .catch((error: unknown) => {
        console.error('Error loading Sales & Rentals visibility', error);
        if (current) setVisible(false);
      });
    return () => {
      current = false;
    };
  }, [dataProvider]);

  const change = async (next: boolean) => {
    const before = visible;
    setVisible(next);
    setSaving(true);
    try {
      await dataProvider.putSingleton(NAME, { visible: next });
      broadcastVisibility(next);
    } catch (error) {
      console.error('Error updating Sales & Rentals visibility', error);
      setVisible(before);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={visible ?? false}
          disabled={visible === null || saving}
          onChange={(event) => void change(event.target.checked)}
        />
      }
      label={translate('ep.listings.showSalesAndRentals')}
    />
  );
}
