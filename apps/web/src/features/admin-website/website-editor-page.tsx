import { ArrowLeft, PanelsTopLeft } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { websiteSections } from './website-sections';

/** One editor per landing section; the section comes from the last path segment. */
export function WebsiteEditorPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1);
  const section = websiteSections.find((item) => item.path === segment);
  return (
    <PlaceholderScreen
      title={section ? `Website · ${section.title}` : 'Website'}
      description={section ? `${section.description} Its visibility switch lives here too.` : ''}
      icon={PanelsTopLeft}
    >
      <ButtonLink to="/admin/website" variant="secondary">
        <ArrowLeft className="size-5" aria-hidden="true" />
        All sections
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { WebsiteEditorPage as Component };
