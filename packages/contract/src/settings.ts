import { z } from 'zod';

/** Setting names (spec §3). Public ones go to everyone; secret ones only to admins, masked. */
export const publicSettingNames = ['app_name', 'tagline', 'favicon', 'website'] as const;
export const secretSettingNames = [
  'openai_key',
  'openai_base_url',
  'openai_model',
  'stripe_key',
  'stripe_webhook_secret',
  'virt_pay_merchant_number',
  'virt_pay_merchant_id',
  'virt_pay_merchant_href',
  'virt_pay_bearer_token',
  'amount_one_token',
  'amount_one_page',
] as const;
export const settingNames = [...publicSettingNames, ...secretSettingNames] as const;
export type SettingName = (typeof settingNames)[number];

export const setting = z.object({ name: z.enum(settingNames), value: z.string() });
export const settingList = z.array(setting);
export type Setting = z.infer<typeof setting>;
