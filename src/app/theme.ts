import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Darker blue shades keep white text on primary buttons above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // A user whose system asks for less motion gets none from Mantine: dialogs, menus, popovers and
  // collapsing sections appear and go at once instead of sliding and fading (global.css does the
  // same for the toasts).
  respectReducedMotion: true,
  components: {
    // A dialog keeps the page behind it from scrolling (its wheel and touch are stopped) without
    // hiding the page's scroll bar: hiding it set an inherited variable and a margin on the body,
    // which restyled and laid out the whole page in the frame the dialog opened in
    // (docs/performance.md, "A dialog's scroll lock without the body's restyle").
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});

/**
 * Mantine's dimmed grey and error red fall below WCAG AA contrast (4.5:1) on white; use darker
 * shades everywhere.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
