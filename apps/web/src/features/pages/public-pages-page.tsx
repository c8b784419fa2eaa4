import { Compass, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';
import { PageOfTheDay } from './page-of-the-day';

/** Spec §2: the public pages screen, titled 'public pages' (capitalised on screen like the others). */
export function PublicPagesPage() {
  return (
    <PageListScreen
      title="public pages"
      titleClassName="first-letter:uppercase"
      description="Browse the pages everyone has made. Tap one you like to colour it."
      scope="public"
      gallery
      featured={<PageOfTheDay />}
      empty={{
        icon: Compass,
        title: 'No public pages yet',
        text: 'Be the first: create a page and it will show up here for everyone.',
        action: (
          <ButtonLink to="/pages/create">
            <Plus className="size-5" aria-hidden="true" />
            Create page
          </ButtonLink>
        ),
      }}
    />
  );
}

export { PublicPagesPage as Component };
