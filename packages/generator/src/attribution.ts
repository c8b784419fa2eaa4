import { OPENMOJI_LICENSE } from '@colorbook/contract';

/**
 * The offline generator draws with OpenMoji artwork, licensed CC BY-SA 4.0, which requires
 * credit wherever the pages are shown: the app shows it on the page viewer (or an
 * "About"/credits screen linked from it) for pages whose source is "offline". The links the
 * app shows with it are in the contract (OPENMOJI_URL, OPENMOJI_LICENSE_URL).
 */
export const OPENMOJI_ATTRIBUTION = `Emoji artwork by OpenMoji – the open-source emoji and icon project. License: ${OPENMOJI_LICENSE}`;
