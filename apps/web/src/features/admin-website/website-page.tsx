import type { TranslatedLocale } from '@colorbook/contract';
import { defaultLocale } from '@colorbook/i18n';
import { ChevronRight, CircleAlert, ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ListMessage } from '../../components/list-message';
import { PageHeader } from '../../components/page-header';
import { useApiQuery } from '../../lib/use-api-query';
import { ContentLanguageSelect, languageQuery, useContentLanguage } from './content-language';
import { TranslationStateBadge } from './translation-state-badge';
import { fetchWebsite } from './website-api';
import { sectionOf, websiteSections } from './website-sections';

/** /admin/website: every section with whether visitors see it, a link to its editor and to the site. */
export function WebsitePage() {
  const resource = useApiQuery(['admin', 'website'], fetchWebsite);
  const website = resource.status === 'ready' ? resource.data : null;
  const [locale, setLocale] = useContentLanguage();
  const { formatMessage } = useIntl();
  const translated = locale !== defaultLocale;

  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.website' })}
        description={formatMessage({ id: 'admin.website.page.description' })}
        actions={
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {formatMessage({ id: 'admin.website.page.open' })}
          </a>
        }
      />
      <div className="mb-6">
        <ContentLanguageSelect locale={locale} onChange={setLocale} />
      </div>
      {resource.status === 'error' && (
        <div className="mb-6">
          <ListMessage
            icon={CircleAlert}
            tone="danger"
            title={formatMessage({ id: 'admin.website.page.loadFailed' })}
            text={formatMessage({ id: 'admin.website.page.loadFailedText' })}
            action={
              <Button variant="secondary" onClick={resource.reload}>
                {formatMessage({ id: 'common.tryAgain' })}
              </Button>
            }
          />
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {websiteSections.map((section) => {
          const visible = website ? sectionOf(website, section.key).visibility : null;
          return (
            <li key={section.path}>
              <Link
                to={`${section.path}${languageQuery(locale)}`}
                className="group block h-full rounded-card"
              >
                <Card className="flex h-full items-start gap-4 p-5 transition group-hover:-translate-y-0.5 group-hover:shadow-pop">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-display text-lg font-extrabold text-ink-900">
                        {formatMessage({ id: section.title })}
                      </p>
                      {visible === null ? (
                        resource.status === 'loading' && (
                          <span
                            className="h-5 w-14 animate-pulse rounded-full bg-ink-100"
                            aria-hidden="true"
                          />
                        )
                      ) : visible ? (
                        <Badge tone="success">{formatMessage({ id: 'admin.website.shown' })}</Badge>
                      ) : (
                        <Badge>{formatMessage({ id: 'admin.website.hidden' })}</Badge>
                      )}
                      {/* In another language: how much is translated (the rest shows English). */}
                      {website && translated && (
                        <TranslationStateBadge
                          website={website}
                          section={section.key}
                          locale={locale as TranslatedLocale}
                        />
                      )}
                    </div>
                    <p className="mt-1 text-sm text-ink-600">{formatMessage({ id: section.description })}</p>
                  </div>
                  <ChevronRight
                    className="mt-1 size-5 shrink-0 text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                    aria-hidden="true"
                  />
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export { WebsitePage as Component };
