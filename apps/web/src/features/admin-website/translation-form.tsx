import { type TranslatedLocale, translatableText, type Website } from '@colorbook/contract';
import { LOCALE_NAMES } from '@colorbook/i18n';
import { Languages, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { askConfirmation } from '../../lib/confirmation';
import { notifySuccess } from '../../lib/notifications';
import { invalidatePublicSettings, usePublicSettings } from '../../lib/settings';
import { FormField } from './form-field';
import { RichTranslation } from './rich-translation';
import { type FieldSpec, type FormPart, sectionForms } from './section-forms';
import { TranslationStateBadge } from './translation-state-badge';
import { LEAVE_QUESTION, useUnsavedChanges } from './use-unsaved-changes';
import { saveTranslation } from './website-api';
import type { WebsiteSection } from './website-sections';

type Json = Record<string, unknown>;

/** The hero's translation also carries the app's tagline (a setting of its own, edited in Settings). */
const taglineField: FieldSpec = { key: 'tagline', label: 'admin.website.field.tagline', kind: 'text' };

function englishOf(website: Website, key: WebsiteSection['key'], tagline: string): Json {
  const words = translatableText(website, key) as Json;
  return key === 'home' ? { tagline, ...words } : words;
}
type Draft = Record<string, string | Record<string, string>[]>;

/** The stored translation, with every list as long as the English one (items keep their place). */
function draftOf(english: Json, stored: unknown): Draft {
  const source = (stored ?? {}) as Json;
  const draft: Draft = {};
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string')
      draft[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
    else if (Array.isArray(value)) {
      const items = Array.isArray(source[key]) ? (source[key] as Json[]) : [];
      draft[key] = value.map((_, index) => {
        const item = items[index] ?? {};
        return Object.fromEntries(
          Object.entries(item).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
      });
    }
  }
  return draft;
}

type Props = { section: WebsiteSection; website: Website; locale: TranslatedLocale };

/**
 * A section's words in one other language (issue 23): each field shows the English it translates;
 * a field left empty shows the English to visitors. Pictures, links, visibility and the list
 * items themselves are edited in English only, so every language has the same page.
 */
export function TranslationForm({ section, website, locale }: Props) {
  const { formatMessage } = useIntl();
  const language = LOCALE_NAMES[locale];
  const { tagline } = usePublicSettings();
  const english = englishOf(website, section.key, tagline);
  // The website as last stored, for the badge: it changes with each save made here.
  const [stored, setStored] = useState(website);
  const [saved, setSaved] = useState(() => draftOf(english, website.translations?.[locale]?.[section.key]));
  const [draft, setDraft] = useState<Draft>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useUnsavedChanges(dirty);
  const rich = section.key === 'terms' || section.key === 'privacy';

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirmation(formatMessage({ id: LEAVE_QUESTION }), () => blocker.proceed()).then((left) => {
      if (!left) blocker.reset();
    });
  }, [blocker, formatMessage]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await saveTranslation(locale, section.key, draft);
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    const next = draftOf(
      englishOf(result.data, section.key, tagline),
      result.data.translations?.[locale]?.[section.key],
    );
    setStored(result.data);
    setSaved(next);
    setDraft(next);
    invalidatePublicSettings();
    void revalidator.revalidate();
    notifySuccess(formatMessage({ id: 'admin.website.translation.saved' }));
  };

  const inEnglish = (text: unknown) =>
    typeof text === 'string' && text.trim()
      ? formatMessage({ id: 'admin.website.translation.english' }, { text })
      : undefined;
  const field = (spec: FieldSpec, value: string, englishText: unknown, onChange: (v: string) => void) => (
    <FormField key={spec.key} spec={spec} hint={inEnglish(englishText)} value={value} onChange={onChange} />
  );

  const parts: FormPart[] = rich
    ? []
    : [
        ...(section.key === 'home' ? [taglineField] : []),
        ...sectionForms[section.key as Exclude<typeof section.key, 'terms' | 'privacy'>],
      ];

  return (
    <form
      className="flex flex-col gap-6 pb-24"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card className="flex items-start gap-3 p-5 sm:p-6">
        <Languages className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="flex min-w-0 flex-col items-start gap-2">
          <TranslationStateBadge website={stored} section={section.key} locale={locale} />
          <p className="text-sm text-ink-700">
            {formatMessage(
              { id: rich ? 'admin.website.translation.introPage' : 'admin.website.translation.intro' },
              { language },
            )}
          </p>
        </div>
      </Card>
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        {rich ? (
          <RichTranslation
            draft={String(draft.content ?? '')}
            english={String(english.content ?? '')}
            language={language}
            sectionTitle={formatMessage({ id: section.title })}
            onChange={(content) => setDraft((current) => ({ ...current, content }))}
          />
        ) : (
          parts.map((part) => {
            if (part.kind === 'group') return null;
            const englishValue = english[part.key];
            if (part.kind === 'list') {
              if (!Array.isArray(englishValue) || englishValue.length === 0) return null;
              const items = (draft[part.key] as Record<string, string>[] | undefined) ?? [];
              return (
                <fieldset key={part.key} className="flex flex-col gap-4">
                  <legend className="mb-3 font-display text-lg font-extrabold text-ink-900">
                    {formatMessage({ id: part.label })}
                  </legend>
                  <ol className="flex flex-col gap-4">
                    {(englishValue as Json[]).map((englishItem, index) => (
                      // Items are the English list's, by position; they never move here.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity
                      <li key={index} className="rounded-card bg-ink-50/70 p-4 ring-1 ring-ink-200 sm:p-5">
                        <p className="mb-3 font-bold text-ink-700">
                          {formatMessage({ id: 'admin.website.translation.item' }, { number: index + 1 })}
                        </p>
                        <div className="grid gap-4">
                          {part.fields
                            .filter((spec) => typeof englishItem[spec.key] === 'string')
                            .map((spec) =>
                              field(spec, items[index]?.[spec.key] ?? '', englishItem[spec.key], (value) =>
                                setDraft((current) => {
                                  const list = [...((current[part.key] as Record<string, string>[]) ?? [])];
                                  list[index] = { ...list[index], [spec.key]: value };
                                  return { ...current, [part.key]: list };
                                }),
                              ),
                            )}
                        </div>
                      </li>
                    ))}
                  </ol>
                </fieldset>
              );
            }
            if (typeof englishValue !== 'string') return null;
            return field(part, String(draft[part.key] ?? ''), englishValue, (value) =>
              setDraft((current) => ({ ...current, [part.key]: value })),
            );
          })
        )}
      </Card>
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-3 border-t border-ink-200 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-6">
        <FormAlert message={error} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy} disabled={!dirty}>
            <Save className="size-5" aria-hidden="true" />
            {formatMessage({ id: 'admin.website.translation.save' }, { language })}
          </Button>
          {dirty && !busy && (
            <Button variant="ghost" onClick={() => setDraft(saved)}>
              {formatMessage({ id: 'admin.website.translation.discard' })}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
