/**
 * Debian's Chromium as every browser test and benchmark starts it: test tools cannot download
 * browsers here, and without these flags Chromium keeps trying to reach the network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
