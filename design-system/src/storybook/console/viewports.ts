/** Wide screens first: the operator console is used on desktops and tablets (Storybook viewports). */
export const CONSOLE_VIEWPORTS = {
  desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: { name: 'Tablet 834 × 1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** A story's parameters and globals that open it on one of the console's viewports. */
export function consoleStory(viewport: keyof typeof CONSOLE_VIEWPORTS) {
  return {
    parameters: { layout: 'padded', viewport: { options: CONSOLE_VIEWPORTS } },
    globals: { viewport: { value: viewport, isRotated: false } },
  } as const;
}

/** A story's parameters and globals that open it on the desktop viewport. */
export const DESKTOP_STORY = consoleStory('desktop');
