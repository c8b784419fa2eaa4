import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-args';

/** Debian's Chromium (CHROMIUM_PATH), launched as the browser journeys launch it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
