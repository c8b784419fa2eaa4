import { GAME_ICONS_LICENSE, OPENMOJI_LICENSE, TWEMOJI_LICENSE } from '@colorbook/contract';

/**
 * The offline generator draws with OpenMoji artwork, licensed CC BY-SA 4.0, which requires
 * credit wherever the pages are shown: the app shows it on the page viewer (or an
 * "About"/credits screen linked from it) for pages whose source is "offline". The links the
 * app shows with it are in the contract (OPENMOJI_URL, OPENMOJI_LICENSE_URL).
 */
export const OPENMOJI_ATTRIBUTION = `Emoji artwork by OpenMoji – the open-source emoji and icon project. License: ${OPENMOJI_LICENSE}`;

/**
 * Most subjects are Twemoji's drawings (twemoji.ts, docs/decisions/0044), CC BY 4.0: credit
 * wherever the pages are shown, a link to the licence, and a note that they were changed.
 */
export const TWEMOJI_ATTRIBUTION = `Emoji artwork by Twemoji – copyright Twitter, Inc. and other contributors, https://github.com/jdecked/twemoji – licensed under ${TWEMOJI_LICENSE} (https://creativecommons.org/licenses/by/4.0/); drawn here as outlines for colouring, some faces and busts set on whole bodies.`;

/**
 * Where every emoji set draws only an animal's face, its whole body comes from Game Icons
 * (twemoji.ts WHOLE_BODIES, docs/decisions/0046), CC BY 3.0: credit with the author's name.
 */
export const GAME_ICONS_ATTRIBUTION = `Fox, deer and boar by Caro Asercion, robot and frog by Lorc, gorilla and koala by Delapouite, from Game Icons, https://game-icons.net/ – licensed under ${GAME_ICONS_LICENSE} (https://creativecommons.org/licenses/by/3.0/); drawn here as outlines for colouring.`;

/**
 * Offline prompts in Spanish, French, German and Portuguese are read with names derived from
 * Unicode CLDR's emoji annotations (src/subject-names.json, docs/decisions/0035). The Unicode
 * License v3 asks for this notice with copies of the data.
 */
export const CLDR_ATTRIBUTION =
  'Names of drawings in Spanish, French, German and Portuguese from the Unicode Common Locale Data Repository (CLDR). Copyright © 2004-2026 Unicode, Inc. Unicode and the Unicode Logo are registered trademarks of Unicode, Inc. in the United States and other countries. Licensed under the Unicode License v3 (https://www.unicode.org/license.txt).';
