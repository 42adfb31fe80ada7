import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useDates } from '../i18n/dates';

/**
 * A calendar day (YYYY-MM-DD). The browser's picker writes the day in the browser's own locale (12/04/2026 or
 * 04/12/2026), which the app cannot change; under it the day is read back in the app's one format, so the
 * owner sees the same '4 dic 2026' as on every list.
 */
export function DayInput(props: Omit<TextInputProps, 'type' | 'helperText'>) {
  const value = useWatch({ name: props.source }) as string | undefined;
  const { day } = useDates();
  return <TextInput {...props} type="date" helperText={value ? day(value) : false} />;
}
