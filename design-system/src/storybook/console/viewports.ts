/** Wide screens first: the operator console is used on desktops and tablets (Storybook viewports). */
export const CONSOLE_VIEWPORTS = {
  desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: { name: 'Tablet 834 × 1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
} as const;

/** A story's parameters and globals that open it on the desktop viewport. */
export const DESKTOP_STORY = {
  parameters: { layout: 'padded', viewport: { options: CONSOLE_VIEWPORTS } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} as const;
