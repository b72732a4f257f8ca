// @ts-check
// How the project launches Chromium: Debian's package, never a downloaded browser, with the
// background networking a closed network refuses turned off.
const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

module.exports = { CHROMIUM_LAUNCH_OPTIONS };
