import { Compass, Heart } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function FavoritePagesPage() {
  return (
    <PlaceholderScreen
      title="Favorite pages"
      description="The pages you have hearted, all in one place, so your next colouring session is one tap away."
      icon={Heart}
    >
      <ButtonLink to="/pages/public" variant="secondary">
        <Compass className="size-5" aria-hidden="true" />
        Browse public pages
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { FavoritePagesPage as Component };
