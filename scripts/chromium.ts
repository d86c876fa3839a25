// The browser every test and benchmark drives: Debian's Chromium (Playwright cannot download
// its own on these machines; CHROMIUM_PATH points elsewhere), with the flags a container needs
// (no sandbox, no GPU) and none of the background traffic that would blur a measurement.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
