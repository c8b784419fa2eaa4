import { Images } from 'lucide-react';
import { PageListScreen } from '../../components/page-list-screen';
import { GalleryFacets } from './gallery-facets';
import { LineArtCheckButton } from './line-art-check-dialog';

/**
 * Every page on the site. Admins get the public scope with blocked pages included (the server
 * adds them for admins), each card marked 'Blocked' and carrying the block / unblock action.
 */
export function AdminPagesPage() {
  return (
    <PageListScreen
      title="Pages"
      description="Every page people have made, blocked ones included. Block a page to take it out of every list, and set the theme, age, difficulty and kid-safe mark the gallery shows."
      scope="public"
      gallery
      cardFooter={(page, patch) => (
        <>
          <GalleryFacets page={page} onPatch={patch} />
          <LineArtCheckButton pageId={page.id} title={page.title || page.prompt || 'Untitled page'} />
        </>
      )}
      empty={{
        icon: Images,
        title: 'No pages yet',
        text: 'Pages appear here as soon as people create or upload them.',
        action: null,
      }}
    />
  );
}

export { AdminPagesPage as Component };
