import { Brush, RotateCcw, Sparkles } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { useAuth } from '../../lib/auth-store';
import { colorPagePath } from '../../lib/coloring-path';
import { fetchPageOfTheDay } from '../../lib/pages-api';
import { useApiQuery } from '../../lib/use-api-query';

export const PAGE_OF_THE_DAY_KEY = ['pages', 'of-the-day'] as const;

/**
 * Issue 24: today's kid-safe page, the same for everyone, at the top of Favorite pages (the
 * user home) and public pages. Nothing shows while no page is kid-safe; a failed read offers
 * a retry without taking the list's place.
 */
export function PageOfTheDay() {
  const { formatMessage } = useIntl();
  const isAdmin = useAuth((state) => state.user?.admin === true);
  const state = useApiQuery(PAGE_OF_THE_DAY_KEY, fetchPageOfTheDay);

  if (state.status === 'loading') {
    return (
      <div
        aria-hidden="true"
        className="mb-5 h-36 animate-pulse rounded-card bg-ink-100 sm:mb-7 sm:h-44"
        data-testid="page-of-the-day-loading"
      />
    );
  }
  if (state.status === 'error') {
    return (
      <p className="mb-5 flex items-center gap-2 text-sm font-semibold text-ink-600 sm:mb-7">
        <FormattedMessage id="pages.ofTheDay.failed" />
        <button
          type="button"
          onClick={state.reload}
          className="inline-flex items-center gap-1 font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          <FormattedMessage id="common.tryAgain" />
        </button>
      </p>
    );
  }
  const page = state.data.page;
  if (!page) return null;
  const title = page.title || page.prompt || formatMessage({ id: 'pages.untitled' });

  return (
    <section
      aria-labelledby="page-of-the-day-title"
      data-testid="page-of-the-day"
      data-page-id={page.id}
      className="relative mb-5 flex items-center gap-4 overflow-hidden rounded-card bg-gradient-to-br from-sunny-100 via-surface to-brand-50 p-3 shadow-soft ring-1 ring-sunny-300/70 sm:mb-7 sm:gap-6 sm:p-4"
    >
      <img
        src={page.preview}
        alt=""
        width={512}
        height={512}
        className="size-28 shrink-0 rounded-2xl bg-white object-contain ring-1 ring-ink-200/60 sm:size-36"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 sm:gap-2">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-sunny-300 px-2.5 py-0.5 text-xs font-extrabold text-ink-900">
          <Sparkles className="size-3.5" aria-hidden="true" />
          <FormattedMessage id="pages.ofTheDay.label" />
        </p>
        <h2
          id="page-of-the-day-title"
          className="line-clamp-2 text-base font-extrabold text-ink-900 sm:text-xl"
        >
          {title}
        </h2>
        <p className="line-clamp-2 text-xs font-semibold text-ink-600 sm:text-sm">
          {page.theme
            ? formatMessage(
                { id: 'pages.ofTheDay.taglineWithTheme' },
                { theme: formatMessage({ id: `gallery.theme.${page.theme}` }) },
              )
            : formatMessage({ id: 'pages.ofTheDay.tagline' })}
        </p>
        {!isAdmin && (
          <Link to={colorPagePath(page.id)} className={buttonClasses('primary', 'sm', 'mt-1')}>
            <Brush className="size-4" aria-hidden="true" />
            <FormattedMessage id="pages.ofTheDay.colourIt" />
          </Link>
        )}
      </div>
    </section>
  );
}
