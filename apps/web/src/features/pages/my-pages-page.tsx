import { Images, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';
import { CreateFirstPage, StartPicks } from '../../components/start-picks';

export function MyPagesPage() {
  const { formatMessage } = useIntl();
  return (
    <PageListScreen
      title={formatMessage({ id: 'pages.my.title' })}
      description={formatMessage({ id: 'pages.my.description' })}
      scope="owned"
      actions={
        <ButtonLink to="/pages/create" variant="secondary">
          <Plus className="size-5" aria-hidden="true" />
          <FormattedMessage id="pages.my.newPage" />
        </ButtonLink>
      }
      empty={{
        icon: Images,
        title: formatMessage({ id: 'pages.my.emptyTitle' }),
        text: formatMessage({ id: 'pages.my.emptyText' }),
        action: (
          <>
            <CreateFirstPage />
            <StartPicks />
          </>
        ),
      }}
    />
  );
}

export { MyPagesPage as Component };
