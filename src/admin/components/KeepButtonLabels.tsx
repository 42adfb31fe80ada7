import type { ReactNode } from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

/**
 * react-admin's buttons (Edit, Delete, Cancel…) drop their text for a bare icon under the `sm` breakpoint.
 * Inside this, `sm` starts at 0 so that query never matches and every button keeps its words on a phone.
 */
const withoutPhoneBreakpoint = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: createTheme({ breakpoints: { values: { ...outer.breakpoints.values, sm: 0 } } }).breakpoints,
});

export function KeepButtonLabels({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withoutPhoneBreakpoint}>{children}</ThemeProvider>;
}
