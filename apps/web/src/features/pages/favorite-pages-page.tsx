import { Compass, Heart } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';
import { CreateFirstPage, StartPicks } from '../../components/start-picks';
import { PageOfTheDay } from './page-of-the-day';

/** The user's home (spec §4). */
export function FavoritePagesPage() {
  const { formatMessage } = useIntl();
  return (
    <PageListScreen
      title={formatMessage({ id: 'pages.favorite.title' })}
      description={formatMessage({ id: 'pages.favorite.description' })}
      scope="favorited"
      featured={<PageOfTheDay />}
      empty={{
        icon: Heart,
        title: formatMessage({ id: 'pages.favorite.emptyTitle' }),
        text: formatMessage({ id: 'pages.favorite.emptyText' }),
        // A new user's first screen: a way to make a page, and pages to colour right away.
        action: (
          <>
            <CreateFirstPage />
            <ButtonLink to="/pages/public" variant="secondary">
              <Compass className="size-5" aria-hidden="true" />
              <FormattedMessage id="pages.favorite.browse" />
            </ButtonLink>
            <StartPicks />
          </>
        ),
      }}
    />
  );
}

export { FavoritePagesPage as Component };
