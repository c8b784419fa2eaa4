/**
 * The built-in generator draws with OpenMoji artwork, licensed CC BY-SA 4.0, which requires
 * credit wherever the drawings are shown: the generator names it and the web app links it.
 */
export const OPENMOJI_URL = 'https://openmoji.org/';
export const OPENMOJI_LICENSE = 'CC BY-SA 4.0';
export const OPENMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
