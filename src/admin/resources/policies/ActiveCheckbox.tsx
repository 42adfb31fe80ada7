import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** POL-03: the spec's 'Active' checkbox (react-admin's BooleanInput is a switch). */
export function ActiveCheckbox() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'active' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={translate('ep.site.policies.active')}
    />
  );
}
