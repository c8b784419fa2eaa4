import { defaultLocale, isLocale, LOCALE_NAMES, type Locale, locales } from '@colorbook/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { inputClasses } from '../../components/text-field';

/*
 * Which language of the website content the admin is editing (issue 23): `?lang=` on
 * /admin/website and its editors, so the list's links and the browser's back button keep it.
 * English (the default) is the content itself; the others are its translations.
 */
export function useContentLanguage(): [Locale, (locale: Locale) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('lang');
  const locale = isLocale(value) ? value : defaultLocale;
  const set = (next: Locale) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === defaultLocale) copy.delete('lang');
        else copy.set('lang', next);
        return copy;
      },
      { replace: true },
    );
  return [locale, set];
}

/** The query that keeps the language on a link to another editor ('' for the default). */
export const languageQuery = (locale: Locale) => (locale === defaultLocale ? '' : `?lang=${locale}`);

/**
 * A page of the website in `locale` ('/terms?lang=es', '/?lang=es#faqs'): what its visitors read.
 * English is named too, so an earlier look at another language (its cookie) does not answer.
 */
export function inLanguage(href: string, locale: Locale): string {
  const [path = '', hash] = href.split('#');
  return `${path}?lang=${locale}${hash === undefined ? '' : `#${hash}`}`;
}

/** The content-language select above the website list and each editor. */
export function ContentLanguageSelect({
  locale,
  onChange,
}: {
  locale: Locale;
  onChange: (l: Locale) => void;
}) {
  const { formatMessage } = useIntl();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-bold text-ink-800">
        <Languages className="size-4 text-ink-500" aria-hidden="true" />
        {formatMessage({ id: 'admin.website.language' })}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => onChange(event.target.value as Locale)}
        className={`${inputClasses} max-w-xs`}
        aria-describedby={`${id}-hint`}
        data-testid="content-language"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-ink-500">
        {formatMessage({ id: 'admin.website.language.hint' })}
      </p>
    </div>
  );
}
