import {
  type SettingName,
  secretSettingNames,
  settingNames,
  type WebsiteTranslations,
  websiteSchema,
} from '@colorbook/contract';
import { badRequest } from '../../errors';
import { hasText, sanitizeRichText } from '../../lib/rich-text';

/** What saving a setting does: store this value, or (a secret sent empty) remove the row. */
export type SettingWrite = { kind: 'set'; value: string } | { kind: 'clear' };

export interface SettingRuleDeps {
  /** True when `url` is an image stored through the app's own upload. */
  isUploadedImage(url: string): Promise<boolean>;
  /** True when the server may call `url` with a secret (lib/outbound-address.ts). */
  isAllowedOutbound(url: string): Promise<boolean>;
}

/**
 * The URL settings and the secret each one's service receives: a changed URL clears its secret
 * (settings.service.ts), so the old key never goes to a new address.
 */
export const secretOfUrl: Partial<Record<SettingName, SettingName>> = {
  openai_base_url: 'openai_key',
  virt_pay_merchant_href: 'virt_pay_bearer_token',
};

export const isSettingName = (name: string): name is SettingName =>
  (settingNames as readonly string[]).includes(name);
export const isSecretSetting = (name: SettingName): boolean =>
  (secretSettingNames as readonly string[]).includes(name);

const MAX_TEXT = 500;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${name} must be an http(s) URL, like https://example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(`${name} must be an http(s) URL, like https://example.com.`);
  }
  return value;
}

/** A decimal string (never a float's text) so the amount is exact: 0.50, 2, 1.25. */
function positiveAmount(name: string, value: string): string {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
    throw badRequest(`${name} must be an amount greater than 0 with at most 2 decimals, like 0.50.`);
  }
  return value;
}

function websiteJson(value: string): string {
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    throw badRequest('website must be valid JSON.');
  }
  const result = websiteSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = ['website', ...(issue?.path ?? []).map(String)].join('.');
    throw badRequest(`${path}: ${issue?.message ?? 'is not valid'}`);
  }
  // Stored as parsed, so fields the schema does not know never reach the landing; the
  // Terms and Privacy HTML through the allowlist, so no script can be stored or served.
  const website = result.data;
  return JSON.stringify({
    ...website,
    terms: { ...website.terms, content: sanitizeRichText(website.terms.content) },
    privacy: { ...website.privacy, content: sanitizeRichText(website.privacy.content) },
    ...(website.translations && { translations: sanitizeTranslations(website.translations) }),
  });
}

/**
 * Each language's Terms and Privacy through the same allowlist as the default language's; a page
 * left without words is no translation, so its visitors read the English page and the admin sees
 * it as not translated.
 */
function sanitizeTranslations(translations: WebsiteTranslations): WebsiteTranslations {
  const clean = (page: { content?: string } | undefined) => {
    if (page?.content === undefined) return page;
    const content = sanitizeRichText(page.content);
    if (hasText(content)) return { ...page, content };
    const { content: _empty, ...rest } = page;
    return rest;
  };
  return Object.fromEntries(
    Object.entries(translations).map(([locale, translation]) => [
      locale,
      { ...translation, terms: clean(translation?.terms), privacy: clean(translation?.privacy) },
    ]),
  );
}

function text(name: string, value: string, min: number, max: number): string {
  if (value.length < min || value.length > max) {
    throw badRequest(
      min > 0 ? `${name} must be ${min} to ${max} characters.` : `${name} must be at most ${max} characters.`,
    );
  }
  return value;
}

/**
 * Checks a value an admin saves, per setting, and returns what to write. Messages
 * name the setting and never repeat the value: secret values must not reach a log or a reply.
 * Secrets arrive only when the admin typed a new one; an empty one clears it (the environment
 * variable or the default applies again).
 */
export async function checkSetting(
  name: SettingName,
  raw: string,
  deps: SettingRuleDeps,
): Promise<SettingWrite> {
  // Keys and URLs never carry surrounding spaces; the website's JSON keeps its text as sent.
  const value = name === 'website' ? raw : raw.trim();
  if (isSecretSetting(name) && value === '') return { kind: 'clear' };
  const set = (checked: string): SettingWrite => ({ kind: 'set', value: checked });
  switch (name) {
    case 'app_name':
      return set(text(name, value, 1, 60));
    case 'tagline':
      return set(text(name, value, 0, 160));
    case 'favicon':
      if (value !== '' && !(await deps.isUploadedImage(value))) {
        throw badRequest('favicon must be an image uploaded through the app.');
      }
      return set(value);
    case 'website':
      return set(websiteJson(value));
    case 'virt_pay_merchant_href':
    case 'openai_base_url': {
      const url = httpUrl(name, text(name, value, 1, 2048));
      if (!(await deps.isAllowedOutbound(url))) {
        throw badRequest(
          `${name} must be a public address: this one is private, loopback or link-local, where the server does not send keys. An operator can allow such addresses with ALLOW_PRIVATE_OUTBOUND=true.`,
        );
      }
      return set(url);
    }
    case 'amount_one_token':
    case 'amount_one_page':
      return set(positiveAmount(name, value));
    default:
      return set(text(name, value, 1, MAX_TEXT));
  }
}
