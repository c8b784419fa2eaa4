import { defaultLanding, defaultLandingTranslations, type Website } from '@colorbook/contract';

export const DEFAULT_APP_NAME = 'Colorbook';
export const DEFAULT_TAGLINE = 'Turn any idea into a colouring page.';

/**
 * Built-in landing content, used when the `website` setting cannot be read or a section of it is
 * invalid, so visitors always see a complete page: the copy the server seeds. Terms and Privacy
 * stay hidden, as their text comes only from the settings. Admins replace it from /admin/website.
 */
export const defaultWebsite: Website = {
  landing: defaultLanding,
  terms: { visibility: false, content: '' },
  privacy: { visibility: false, content: '' },
  translations: defaultLandingTranslations,
};
