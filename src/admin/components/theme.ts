import { grey } from '@mui/material/colors';
import type { CheckboxProps } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's Datagrid rows pass `aria-label` ('Seleccionar esta fila') to MUI 7's Checkbox, which puts it on
 * the span around the input: the input has no name and the span an attribute it may not carry. The name goes
 * to the input here, for every checkbox, and the span keeps none.
 */
const checkboxSlotProps = {
  root: { 'aria-label': undefined },
  input: (ownerState: CheckboxProps) => ({
    ...ownerState.inputProps,
    'aria-label': ownerState['aria-label'] ?? ownerState.inputProps?.['aria-label'],
  }),
};

/**
 * The id of the hidden text that names react-admin's own loading bars (a reference field's, a list's): they take no
 * label from the screen that shows them, and axe counts an unnamed progress bar serious. The layout holds the text, in
 * the UI's language (components/LoadingBar.tsx).
 */
export const LOADING_NAME_ID = 'ep-loading-name';

/**
 * react-admin's light theme with colours dark enough for WCAG AA text contrast (4.5:1), as the axe checks
 * of test/e2e/a11y.spec.ts require: its app bar blue (#2196f3) under white text, MUI's primary blue on the
 * form toolbar's grey[300], and white on the warning and info chips fall short.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    // MUI's orange and light blue carry white chip labels at 3.4:1 and 4.1:1; the light shades are row
    // highlights (a new booking) under dark text and blue links.
    warning: { light: '#ffe0b2', main: '#b45309', dark: '#7c2d12', contrastText: '#fff' },
    info: { light: '#b3e5fc', main: '#01579b', dark: '#002f6c', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[200] } } },
    MuiCheckbox: { defaultProps: { slotProps: checkboxSlotProps } },
    RaLinearProgress: { defaultProps: { 'aria-labelledby': LOADING_NAME_ID } },
    // react-admin's empty list page greys its invitation to half opacity: grey on white, under WCAG AA's 4.5:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1 } } } },
  },
};
