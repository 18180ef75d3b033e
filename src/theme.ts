import { createTheme } from '@mui/material/styles';
import { PlainCellsBody } from './custom/list/PlainCellsBody.tsx';

// Every colour used for text reaches WCAG AA (4.5:1) on white and on the page background (#f5f7fa):
// the status colours are darker than MUI's defaults, which are used as text on outlined chips, buttons and
// captions; a filled chip's text is white only when white reaches 4.5:1 on it (contrastThreshold).

/** Whether the checkbox's input props are the theme's below (MUI drops a default that the caller replaced). */
function inputPropsFromTheme(ownerState: object): boolean {
  const { slotProps } = ownerState as { slotProps?: { input?: unknown } };
  return typeof slotProps?.input === 'function';
}

/** A clean light theme for the back office. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: '#1f4e79' },
    secondary: { main: '#f2a900' },
    info: { main: '#0b63a5' },
    success: { main: '#276b2b' },
    warning: { main: '#a84d00' },
    error: { main: '#c62828' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
  },
  components: {
    RaDataTable: { defaultProps: { body: PlainCellsBody } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    // Unselected tabs on the coloured top bar: MUI's 0.6 opacity leaves white text at 4.2:1 on the primary colour.
    MuiTab: { styleOverrides: { root: { textTransform: 'none' }, textColorInherit: { opacity: 0.8 } } },
    // MUI draws unselected toggle buttons in the icon grey (action.active), 4.49:1 on the page background.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          // A checkbox's aria-label (react-admin's "Select this row") names the <input>, not its wrapper <span>,
          // unless the caller passed its own input props.
          input: (ownerState) => ({ 'aria-label': ownerState['aria-label'], ...ownerState.inputProps }),
          root: (ownerState) => (inputPropsFromTheme(ownerState) ? { 'aria-label': undefined } : {}),
        },
      },
    },
  },
});
