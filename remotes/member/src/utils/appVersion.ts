/** The application version shown on the user tab (spec §9). */
export const appVersion = '1.0.8';
