import { Images } from 'lucide-react';
import { useIntl } from 'react-intl';
import { PageListScreen } from '../../components/page-list-screen';
import { GalleryFacets } from './gallery-facets';
import { LineArtCheckButton } from './line-art-check-dialog';

/**
 * Every page on the site. Admins get the public scope with blocked pages included (the server
 * adds them for admins), each card marked 'Blocked' and carrying the block / unblock action.
 */
export function AdminPagesPage() {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id });
  return (
    <PageListScreen
      title={t('route.title.pages')}
      description={t('admin.pages.description')}
      scope="public"
      gallery
      cardFooter={(page, patch) => (
        <>
          <GalleryFacets page={page} onPatch={patch} />
          <LineArtCheckButton pageId={page.id} title={page.title || page.prompt || t('pages.untitled')} />
        </>
      )}
      empty={{
        icon: Images,
        title: t('admin.pages.emptyTitle'),
        text: t('admin.pages.emptyText'),
        action: null,
      }}
    />
  );
}

export { AdminPagesPage as Component };
