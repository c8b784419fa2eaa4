import { Compass, Palette } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';

export function ColoredPagesPage() {
  return (
    <PageListScreen
      title="Colored pages"
      description="Pages you have coloured, with your artwork, ready to pick up again."
      scope="colored"
      empty={{
        icon: Palette,
        title: 'Nothing coloured yet',
        text: 'Pick any page, start colouring, and your artwork will appear here.',
        action: (
          <ButtonLink to="/pages/public">
            <Compass className="size-5" aria-hidden="true" />
            Find a page to colour
          </ButtonLink>
        ),
      }}
    />
  );
}

export { ColoredPagesPage as Component };
