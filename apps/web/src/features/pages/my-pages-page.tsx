import { Images } from 'lucide-react';
import { useIntl } from 'react-intl';
import { NewPageButton } from '../../components/new-page-button';
import { PageListScreen } from '../../components/page-list-screen';
import { CreateFirstPage, StartPicks } from '../../components/start-picks';

export function MyPagesPage() {
  const { formatMessage } = useIntl();
  return (
    <PageListScreen
      title={formatMessage({ id: 'pages.my.title' })}
      description={formatMessage({ id: 'pages.my.description' })}
      scope="owned"
      actions={<NewPageButton />}
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
