import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { websiteSections } from './website-sections';

export function WebsitePage() {
  return (
    <>
      <PageHeader
        title="Website"
        description="Edit the content of each landing section and choose which ones visitors see."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {websiteSections.map((section) => (
          <li key={section.path}>
            <Link to={section.path} className="group block h-full rounded-card">
              <Card className="flex h-full items-start gap-4 p-5 transition group-hover:-translate-y-0.5 group-hover:shadow-pop">
                <div className="min-w-0 flex-1">
                  <p className="font-display text-lg font-extrabold text-ink-900">{section.title}</p>
                  <p className="mt-1 text-sm text-ink-600">{section.description}</p>
                </div>
                <ChevronRight
                  className="mt-1 size-5 shrink-0 text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                  aria-hidden="true"
                />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export { WebsitePage as Component };
