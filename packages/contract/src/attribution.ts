/**
 * The built-in generator draws with Twemoji, Game Icons and OpenMoji artwork (docs/decisions/0044,
 * 0046), licensed CC BY 4.0, CC BY 3.0 and CC BY-SA 4.0, which require credit wherever the drawings are shown: the
 * generator names them and the web app links them.
 */
export const OPENMOJI_URL = 'https://openmoji.org/';
export const OPENMOJI_LICENSE = 'CC BY-SA 4.0';
export const OPENMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
export const TWEMOJI_URL = 'https://github.com/jdecked/twemoji';
export const TWEMOJI_LICENSE = 'CC BY 4.0';
export const TWEMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
/**
 * The whole fox and robot are Game Icons' drawings by Caro Asercion and Lorc
 * (docs/decisions/0046), CC BY 3.0.
 */
export const GAME_ICONS_URL = 'https://game-icons.net/';
export const GAME_ICONS_LICENSE = 'CC BY 3.0';
export const GAME_ICONS_LICENSE_URL = 'https://creativecommons.org/licenses/by/3.0/';
