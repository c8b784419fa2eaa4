import { Compass, Heart } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';
import { PageOfTheDay } from './page-of-the-day';

/** The user's home (spec §4). */
export function FavoritePagesPage() {
  return (
    <PageListScreen
      title="Favorite pages"
      description="The pages you have hearted, one tap away from your next colouring session."
      scope="favorited"
      featured={<PageOfTheDay />}
      empty={{
        icon: Heart,
        title: 'No favorites yet',
        text: 'Tap the heart on any page you love and it will wait for you here.',
        action: (
          <ButtonLink to="/pages/public">
            <Compass className="size-5" aria-hidden="true" />
            Browse public pages
          </ButtonLink>
        ),
      }}
    />
  );
}

export { FavoritePagesPage as Component };
