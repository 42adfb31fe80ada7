import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHECKIN_STATES, type CheckinState } from '../../../domain/bookings';

/** One tap per state, big enough for a thumb at 375 px. */
export function CheckinButtons({
  value,
  name,
  onChange,
  disabled,
}: {
  value: CheckinState;
  name: string;
  onChange: (state: CheckinState) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={translate('ep.run.manifest.checkinOf', { name })}
      onChange={(_, next: CheckinState | null) => next && next !== value && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { minHeight: 44, px: 1.5 } }}
    >
      {CHECKIN_STATES.map((state) => (
        <ToggleButton
          key={state}
          value={state}
          color={state === 'no_show' ? 'error' : state === 'presente' ? 'success' : 'standard'}
        >
          {translate(`ep.run.manifest.checkin.${state}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
