import { Images, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { PageListScreen } from '../../components/page-list-screen';

export function MyPagesPage() {
  return (
    <PageListScreen
      title="My pages"
      description="Every page you have created, ready to colour again."
      scope="owned"
      actions={
        <ButtonLink to="/pages/create" variant="secondary">
          <Plus className="size-5" aria-hidden="true" />
          New page
        </ButtonLink>
      }
      empty={{
        icon: Images,
        title: 'No pages yet',
        text: 'Create your first colouring page with AI, or turn a picture of your own into one.',
        action: (
          <ButtonLink to="/pages/create">
            <Plus className="size-5" aria-hidden="true" />
            Create your first page
          </ButtonLink>
        ),
      }}
    />
  );
}

export { MyPagesPage as Component };
