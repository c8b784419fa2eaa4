/**
 * The built-in generator draws with Twemoji and OpenMoji artwork (docs/decisions/0044), licensed
 * CC BY 4.0 and CC BY-SA 4.0, which require credit wherever the drawings are shown: the
 * generator names them and the web app links them.
 */
export const OPENMOJI_URL = 'https://openmoji.org/';
export const OPENMOJI_LICENSE = 'CC BY-SA 4.0';
export const OPENMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
export const TWEMOJI_URL = 'https://github.com/jdecked/twemoji';
export const TWEMOJI_LICENSE = 'CC BY 4.0';
export const TWEMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
