import { Compass, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';
import { PageOfTheDay } from './page-of-the-day';

/** Spec §2: the public pages screen, titled 'public pages' (capitalised on screen like the others). */
export function PublicPagesPage() {
  const { formatMessage } = useIntl();
  return (
    <PageListScreen
      title={formatMessage({ id: 'pages.public.title' })}
      titleClassName="first-letter:uppercase"
      description={formatMessage({ id: 'pages.public.description' })}
      scope="public"
      gallery
      featured={<PageOfTheDay />}
      empty={{
        icon: Compass,
        title: formatMessage({ id: 'pages.public.emptyTitle' }),
        text: formatMessage({ id: 'pages.public.emptyText' }),
        action: (
          <ButtonLink to="/pages/create">
            <Plus className="size-5" aria-hidden="true" />
            <FormattedMessage id="pages.public.create" />
          </ButtonLink>
        ),
      }}
    />
  );
}

export { PublicPagesPage as Component };
