/**
 * The offline generator draws with OpenMoji artwork, licensed CC BY-SA 4.0, which requires
 * credit wherever the pages are shown: the app shows this text on the page viewer (or an
 * "About"/credits screen linked from it) for pages whose source is "offline".
 */
export const OPENMOJI_ATTRIBUTION =
  'Emoji artwork by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';
export const OPENMOJI_URL = 'https://openmoji.org/';
export const OPENMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
