import type { Setting } from '@colorbook/contract';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { usePhotoChoice } from '../../components/use-photo-choice';
import { failureMessage } from '../../lib/api-errors';
import { serverFieldError } from '../../lib/field-errors';
import { notifySuccess } from '../../lib/notifications';
import { checkImageFile, uploadImage } from '../../lib/upload';
import { updateSetting } from './admin-account-api';
import {
  isTextSetting,
  maskedValues,
  type SettingsFormValues,
  settingLabels,
  settingsFormOf,
  settingsToSave,
  type TextSettingName,
} from './app-settings-values';
import { FaviconField } from './favicon-field';

export const OPENAI_KEYS_URL = 'https://platform.openai.com/api-keys';

type FieldOptions = { hint?: ReactNode; kind?: 'secret' | 'text' | 'url' | 'amount' };

type GroupProps = { title: string; text: string; disabled: boolean; children: ReactNode };

function Group({ title, text, disabled, children }: GroupProps) {
  return (
    <fieldset className="grid gap-5 border-t border-ink-100 pt-6 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">{title}</legend>
      <div className="sm:col-span-2" aria-hidden="true">
        <p className="font-extrabold text-ink-900">{title}</p>
        <p className="text-sm text-ink-500">{text}</p>
      </div>
      {children}
    </fieldset>
  );
}

/** Where an admin gets an OpenAI key. */
function OpenAiKeysLink({ label }: { label: string }) {
  return (
    <a
      href={OPENAI_KEYS_URL}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-bold text-brand-700 underline underline-offset-2"
    >
      {label}
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

/**
 * Saves each changed setting (one PATCH each, together) and answers each one's result. A changed
 * service address clears the secret stored for it on the server, so addresses are saved first and
 * a key typed in the same save lands after, instead of being wiped by it.
 */
async function saveInOrder(changes: ReturnType<typeof settingsToSave>) {
  const isAddress = (name: string) => name === 'openai_base_url' || name === 'virt_pay_merchant_href';
  const save = (group: typeof changes) =>
    Promise.all(group.map(async ({ name, value }) => ({ name, result: await updateSetting(name, value) })));
  return [
    ...(await save(changes.filter(({ name }) => isAddress(name)))),
    ...(await save(changes.filter(({ name }) => !isAddress(name)))),
  ];
}

/**
 * Spec §2 'App settings'. Secrets show their masked value as the placeholder and are sent only
 * when typed (spec §5). One PATCH per setting, together; the button shows processing until all
 * have answered, and a refusal shows at its field.
 */
export function AppSettingsForm({ settings, onSaved }: { settings: Setting[]; onSaved: () => void }) {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.account.${id}` });
  const labels = Object.fromEntries(
    Object.entries(settingLabels).map(([name, id]) => [name, formatMessage({ id })]),
  ) as typeof settingLabels;
  const favicon = usePhotoChoice();
  const [faviconError, setFaviconError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, reset, getValues } =
    useForm<SettingsFormValues>({
      defaultValues: settingsFormOf(settings),
    });
  const masked = maskedValues(settings);
  const currentFavicon = settings.find((setting) => setting.name === 'favicon')?.value ?? '';
  const busy = formState.isSubmitting;

  const field = (name: TextSettingName, { hint, kind = 'secret' }: FieldOptions = {}) => (
    <TextField
      key={name}
      label={labels[name]}
      hint={hint}
      error={formState.errors[name]?.message}
      autoComplete={kind === 'secret' ? 'new-password' : 'off'}
      spellCheck={false}
      type={kind === 'secret' ? 'password' : kind === 'url' ? 'url' : 'text'}
      inputMode={kind === 'amount' ? 'decimal' : undefined}
      placeholder={masked[name] || t('settings.notSet')}
      {...register(name)}
    />
  );

  const handleChooseFavicon = (file: File) => {
    const problem = checkImageFile(file, 1024 * 1024);
    setFaviconError(problem ?? undefined);
    if (!problem) favicon.choose(file);
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    setFaviconError(undefined);
    let faviconUrl = currentFavicon;
    if (favicon.choice.kind === 'remove') faviconUrl = '';
    if (favicon.choice.kind === 'file') {
      const upload = await uploadImage(favicon.choice.file, { silent: true, maxBytes: 1024 * 1024 });
      if (!upload.ok) {
        setFaviconError(failureMessage(upload.error));
        return;
      }
      faviconUrl = upload.data.url;
    }

    const changes = settingsToSave(values, faviconUrl);
    let failed = 0;
    for (const { name, result } of await saveInOrder(changes)) {
      if (result.ok) {
        // A stored secret leaves its field: the new masked value becomes the placeholder.
        if (name !== 'app_name' && name !== 'tagline' && isTextSetting(name)) setValue(name, '');
        continue;
      }
      failed += 1;
      const message = failureMessage(result.error);
      const atField = serverFieldError(message, labels)?.message ?? message;
      if (name === 'favicon') setFaviconError(atField);
      else if (isTextSetting(name)) setError(name, { message: atField });
      else setFormError(message);
    }
    if (failed > 0) {
      if (failed < changes.length) {
        setFormError(t('settings.partlySaved'));
        onSaved();
      }
      return;
    }
    notifySuccess(t('settings.updated'));
    favicon.reset();
    reset(getValues());
    onSaved();
  });

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-lg font-extrabold">{t('settings.title')}</h2>
      <p className="mt-1 mb-6 text-sm text-ink-500">{t('settings.intro')}</p>
      <form noValidate onSubmit={handleSave} className="flex flex-col gap-6">
        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy}>
          <legend className="sr-only">{t('settings.theApp')}</legend>
          <TextField
            label={labels.app_name}
            autoComplete="off"
            error={formState.errors.app_name?.message}
            {...register('app_name', {
              validate: (value) => (value.trim() ? true : t('settings.nameRequired')),
              maxLength: { value: 60, message: t('settings.nameTooLong') },
            })}
          />
          <TextField
            label={labels.tagline}
            autoComplete="off"
            error={formState.errors.tagline?.message}
            {...register('tagline', {
              maxLength: { value: 160, message: t('settings.taglineTooLong') },
            })}
          />
          <div className="sm:col-span-2">
            <FaviconField
              current={currentFavicon}
              choice={favicon.choice}
              onChoose={handleChooseFavicon}
              onRemove={favicon.remove}
              error={faviconError}
            />
          </div>
        </fieldset>
        <Group disabled={busy} title="OpenAI" text={t('settings.openai.text')}>
          {field('openai_key', { hint: <OpenAiKeysLink label={t('settings.getApiKey')} /> })}
          {field('openai_model', { kind: 'text', hint: t('settings.openaiModel.hint') })}
          {field('openai_base_url', { kind: 'url', hint: t('settings.openaiBaseUrl.hint') })}
        </Group>
        <Group disabled={busy} title="Stripe" text={t('settings.stripe.text')}>
          {field('stripe_key')}
          {field('stripe_webhook_secret', { hint: t('settings.webhookSecret.hint') })}
          {field('amount_one_page', { kind: 'amount', hint: t('settings.amountOnePage.hint') })}
        </Group>
        <Group disabled={busy} title="VirtPay" text={t('settings.virtpay.text')}>
          {field('virt_pay_merchant_number', { kind: 'text' })}
          {field('virt_pay_merchant_id', { kind: 'text' })}
          {field('virt_pay_merchant_href', { kind: 'url', hint: t('settings.virtpayHref.hint') })}
          {field('virt_pay_bearer_token')}
          {field('amount_one_token', { kind: 'amount', hint: t('settings.amountOneToken.hint') })}
        </Group>
        <FormAlert message={formError} />
        <Button type="submit" busy={busy} className="self-start">
          {t(busy ? 'settings.processing' : 'settings.update')}
        </Button>
      </form>
    </Card>
  );
}
