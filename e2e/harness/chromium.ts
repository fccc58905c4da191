import { HEADLESS_CHROMIUM_FLAGS } from '@careers/scripts/chromium';

/** Debian's Chromium; `apt-get install -y chromium` (CI does it in .ci/run). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, '--disable-quic'];
