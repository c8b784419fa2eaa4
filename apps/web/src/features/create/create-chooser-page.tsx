import { Upload, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';

const choices = [
  {
    to: '/pages/create/ai',
    label: 'Create page with AI',
    text: 'Describe any idea and get a brand-new colouring page drawn for you.',
    icon: WandSparkles,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    to: '/pages/create/upload',
    label: 'Upload page',
    text: 'Turn a drawing or a photo into clean line art that is ready to colour.',
    icon: Upload,
    tone: 'bg-coral-100 text-coral-600',
  },
];

/** Chooser (spec §2): heading, an invitation, and the two ways to make a page. */
export function CreateChooserPage() {
  return (
    <>
      <PageHeader
        title="Create a new page"
        description="Generate a colouring page with AI from a few words, or upload a picture of your own."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {choices.map(({ to, label, text, icon: Icon, tone }) => (
          <Link key={to} to={to} className="group rounded-card">
            <Card className="flex h-full flex-col p-7 transition group-hover:-translate-y-0.5 group-hover:shadow-pop">
              <span className={`grid size-14 place-items-center rounded-2xl ${tone}`}>
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <span className="mt-5 font-display text-xl font-extrabold text-ink-900">{label}</span>
              <span className="mt-1.5 text-ink-600">{text}</span>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}

export { CreateChooserPage as Component };
