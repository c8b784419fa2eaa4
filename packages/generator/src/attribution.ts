import { OPENMOJI_LICENSE } from '@colorbook/contract';

/**
 * The offline generator draws with OpenMoji artwork, licensed CC BY-SA 4.0, which requires
 * credit wherever the pages are shown: the app shows it on the page viewer (or an
 * "About"/credits screen linked from it) for pages whose source is "offline". The links the
 * app shows with it are in the contract (OPENMOJI_URL, OPENMOJI_LICENSE_URL).
 */
export const OPENMOJI_ATTRIBUTION = `Emoji artwork by OpenMoji – the open-source emoji and icon project. License: ${OPENMOJI_LICENSE}`;

/**
 * Offline prompts in Spanish, French, German and Portuguese are read with names derived from
 * Unicode CLDR's emoji annotations (src/subject-names.json, docs/decisions/0035). The Unicode
 * License v3 asks for this notice with copies of the data.
 */
export const CLDR_ATTRIBUTION =
  'Names of drawings in Spanish, French, German and Portuguese from the Unicode Common Locale Data Repository (CLDR). Copyright © 2004-2026 Unicode, Inc. Unicode and the Unicode Logo are registered trademarks of Unicode, Inc. in the United States and other countries. Licensed under the Unicode License v3 (https://www.unicode.org/license.txt).';
