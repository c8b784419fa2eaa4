import { type Plan, translatedLocales } from '@colorbook/contract';
import { LOCALE_NAMES } from '@colorbook/i18n';
import type { Dispatch, SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import type { PlanTranslationInput } from './plan-translations';

/** A plan's title and description in each other language (the edit plan screen), the English as placeholder. */
export function PlanTranslationFields({
  plan,
  translations,
  onChange,
}: {
  plan: Plan;
  translations: PlanTranslationInput;
  onChange: Dispatch<SetStateAction<PlanTranslationInput>>;
}) {
  const { formatMessage } = useIntl();
  return (
    <fieldset className="flex flex-col gap-4 sm:col-span-2">
      <legend className="font-display text-lg font-extrabold text-ink-900">
        {formatMessage({ id: 'admin.plans.translations' })}
      </legend>
      <p className="-mt-1 text-sm text-ink-600">{formatMessage({ id: 'admin.plans.translations.hint' })}</p>
      {translatedLocales.map((locale) => {
        const language = LOCALE_NAMES[locale];
        const set = (field: 'title' | 'description', value: string) =>
          onChange((current) => ({
            ...current,
            [locale]: { ...current[locale], [field]: value },
          }));
        return (
          <div key={locale} className="grid gap-4 rounded-card bg-ink-50/70 p-4 ring-1 ring-ink-200">
            <TextField
              label={formatMessage({ id: 'admin.plans.translations.title' }, { language })}
              placeholder={plan.title}
              maxLength={60}
              lang={locale}
              value={translations[locale].title}
              onChange={(event) => set('title', event.target.value)}
            />
            <TextAreaField
              label={formatMessage({ id: 'admin.plans.translations.description' }, { language })}
              placeholder={plan.description}
              rows={2}
              maxLength={500}
              lang={locale}
              value={translations[locale].description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
