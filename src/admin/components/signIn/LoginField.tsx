import { useId, type InputHTMLAttributes } from 'react';
import { FormControl, InputLabel, OutlinedInput } from '@mui/material';

interface LoginFieldProps {
  label: string;
  name: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A required outlined text field, drawn as MUI's TextField draws it. Not TextField itself: its `select`
 * mode brings Select, Menu, Popover and Modal, about 12 kB gzip the login page would load for nothing.
 */
export function LoginField({ label, name, type, autoComplete, autoFocus, value, onChange }: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl required variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}
