import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

function mix(hex: string, other: [number, number, number], weight: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return `#${rgb
    .map((c, i) =>
      Math.round(c * (1 - weight) + other[i] * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Ten shades around the site's theme colour (index 5 is the colour itself). */
export function shadesOf(hex: string): MantineColorsTuple {
  const safe = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#4dabf7';
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return [
    mix(safe, white, 0.9),
    mix(safe, white, 0.75),
    mix(safe, white, 0.6),
    mix(safe, white, 0.4),
    mix(safe, white, 0.2),
    safe,
    mix(safe, black, 0.15),
    mix(safe, black, 0.3),
    mix(safe, black, 0.45),
    mix(safe, black, 0.6),
  ];
}

/** The light-blue brand shows text in a darker shade, so contrast stays AA on white. */
export const themeFor = (color: string) =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: 8,
    colors: { brand: shadesOf(color) },
    fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
    defaultRadius: 'md',
    components: {
      // Links are underlined, so they never depend on colour alone.
      Anchor: { defaultProps: { c: 'brand.8', underline: 'always' } },
      ColorInput: { defaultProps: { withEyeDropper: false } },
      // Wide tables scroll natively and can be scrolled from the keyboard.
      TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
      // Close buttons are icons: they need a name for screen readers.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    },
  });

const LIGHT_VARIANT_COLORS = [
  'brand',
  'teal',
  'gray',
  'red',
  'yellow',
  'blue',
  'orange',
  'green',
  'dark',
];

/** AA contrast on white: dimmed text and light badges use darker shades than Mantine's defaults. */
export const contrastResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[6],
    // Field messages in red must stay readable (AA) beside the fields they describe.
    '--mantine-color-error': theme.colors.red[9],
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.filter((c) => theme.colors[c]).map((c) => [
        `--mantine-color-${c}-light-color`,
        mix(theme.colors[c][9], [0, 0, 0], 0.3),
      ]),
    ),
  },
  dark: {},
});
