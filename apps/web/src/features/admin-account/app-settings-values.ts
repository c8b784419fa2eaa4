import type { Setting, SettingName } from '@colorbook/contract';

/** The settings the form edits as text (the favicon is an image field of its own). */
export const textSettingNames = [
  'app_name',
  'tagline',
  'openai_key',
  'openai_base_url',
  'openai_model',
  'stripe_key',
  'stripe_webhook_secret',
  'amount_one_page',
  'virt_pay_merchant_number',
  'virt_pay_merchant_id',
  'virt_pay_merchant_href',
  'virt_pay_bearer_token',
  'amount_one_token',
] as const satisfies readonly SettingName[];
export type TextSettingName = (typeof textSettingNames)[number];
export const isTextSetting = (name: string): name is TextSettingName =>
  (textSettingNames as readonly string[]).includes(name);

/** Spec §2 'App settings' labels as message ids (the spec's words in English where it has them). */
export const settingLabels: Record<TextSettingName | 'favicon', string> = {
  app_name: 'admin.account.setting.app_name',
  tagline: 'admin.account.setting.tagline',
  favicon: 'admin.account.setting.favicon',
  openai_key: 'admin.account.setting.openai_key',
  openai_base_url: 'admin.account.setting.openai_base_url',
  openai_model: 'admin.account.setting.openai_model',
  stripe_key: 'admin.account.setting.stripe_key',
  stripe_webhook_secret: 'admin.account.setting.stripe_webhook_secret',
  amount_one_page: 'admin.account.setting.amount_one_page',
  virt_pay_merchant_number: 'admin.account.setting.virt_pay_merchant_number',
  virt_pay_merchant_id: 'admin.account.setting.virt_pay_merchant_id',
  virt_pay_merchant_href: 'admin.account.setting.virt_pay_merchant_href',
  virt_pay_bearer_token: 'admin.account.setting.virt_pay_bearer_token',
  amount_one_token: 'admin.account.setting.amount_one_token',
};

/** Always sent (spec §5); every other field is a secret, sent only when typed. */
const publicNames = new Set<TextSettingName>(['app_name', 'tagline']);
export const isSecretField = (name: TextSettingName): boolean => !publicNames.has(name);

export type SettingsFormValues = Record<TextSettingName, string>;

/**
 * The form as it opens: the app's name and tagline to edit, every secret empty (its masked
 * current value is the placeholder, see `maskedValues`).
 */
export function settingsFormOf(settings: Setting[]): SettingsFormValues {
  const byName = new Map(settings.map((setting) => [setting.name, setting.value]));
  const values = Object.fromEntries(textSettingNames.map((name) => [name, ''])) as SettingsFormValues;
  values.app_name = byName.get('app_name') ?? '';
  values.tagline = byName.get('tagline') ?? '';
  return values;
}

/** The server's masked secrets ('' when not set), shown as placeholders. */
export function maskedValues(settings: Setting[]): Partial<Record<TextSettingName, string>> {
  const byName = new Map(settings.map((setting) => [setting.name, setting.value]));
  return Object.fromEntries(
    textSettingNames.filter(isSecretField).map((name) => [name, byName.get(name) ?? '']),
  );
}

/**
 * Spec §5: the PATCHes of one save. Name, tagline and favicon always; a secret only when the
 * admin typed something (an untouched field keeps the stored value, which the form never had).
 */
export function settingsToSave(
  values: SettingsFormValues,
  favicon: string,
): Array<{ name: SettingName; value: string }> {
  const changes: Array<{ name: SettingName; value: string }> = [
    { name: 'app_name', value: values.app_name.trim() },
    { name: 'tagline', value: values.tagline.trim() },
    { name: 'favicon', value: favicon },
  ];
  for (const name of textSettingNames) {
    if (!isSecretField(name)) continue;
    const value = values[name].trim();
    if (value) changes.push({ name, value });
  }
  return changes;
}
