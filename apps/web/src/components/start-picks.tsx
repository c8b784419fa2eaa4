import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { colorPagePath } from '../lib/coloring-path';
import { fetchPages } from '../lib/pages-api';
import { useApiQuery } from '../lib/use-api-query';
import { ButtonLink } from './button';

/** How many public pages an empty screen offers to colour straight away. */
const PICKS = 4;

/** An empty list's first step (issue 36): "Create your first page", to the create chooser. */
export function CreateFirstPage() {
  return (
    <ButtonLink to="/pages/create">
      <Plus className="size-5" aria-hidden="true" />
      <FormattedMessage id="pages.my.createFirst" />
    </ButtonLink>
  );
}

/**
 * Under an empty list's message: a few popular public pages, each one tap from its colouring
 * screen, so a new user colours at once. Nothing shows while they load or when there are none
 * (the message's own buttons still lead on).
 */
export function StartPicks() {
  const intl = useIntl();
  const state = useApiQuery(['pages', 'start-picks'], (signal) =>
    fetchPages({ page: 1, search: '', sort: 'popularity', scope: 'public' }, signal),
  );
  const pages = state.status === 'ready' ? state.data.data.slice(0, PICKS) : [];
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="start-picks-title" className="mt-2 w-full max-w-2xl" data-testid="start-picks">
      <h3 id="start-picks-title" className="text-sm font-extrabold text-ink-700">
        <FormattedMessage id="pages.start.picksTitle" />
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {pages.map((page) => {
          const title = page.title || page.prompt || intl.formatMessage({ id: 'pages.untitled' });
          return (
            <li key={page.id}>
              <Link
                to={colorPagePath(page.id)}
                aria-label={intl.formatMessage({ id: 'pages.start.colorPage' }, { title })}
                className="group block rounded-2xl bg-white p-1.5 ring-1 ring-ink-200 transition hover:ring-brand-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <img
                  src={page.preview}
                  alt=""
                  width={512}
                  height={512}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl object-contain"
                />
                <span className="mt-1 block truncate px-1 text-xs font-bold text-ink-700 group-hover:text-brand-700">
                  {title}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
