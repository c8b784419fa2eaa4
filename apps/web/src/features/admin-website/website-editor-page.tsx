import type { TranslatedLocale, Website } from '@colorbook/contract';
import { defaultLocale } from '@colorbook/i18n';
import { ArrowLeft, CircleAlert, ExternalLink, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useRevalidator } from 'react-router';
import { Button, ButtonLink, buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { ListMessage } from '../../components/list-message';
import { NotFoundScreen } from '../../components/not-found-screen';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { askConfirmation } from '../../lib/confirmation';
import { notifySuccess } from '../../lib/notifications';
import { invalidatePublicSettings } from '../../lib/settings';
import { useApiQuery } from '../../lib/use-api-query';
import { ContentLanguageSelect, inLanguage, languageQuery, useContentLanguage } from './content-language';
import { SectionFields } from './section-fields';
import { TranslationForm } from './translation-form';
import { LEAVE_QUESTION, useUnsavedChanges } from './use-unsaved-changes';
import { VisibilitySwitch } from './visibility-switch';
import { fetchWebsite, saveSection } from './website-api';
import { sectionOf, type WebsiteSection, websiteSections } from './website-sections';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Draft = Record<string, unknown> & { visibility: boolean };

/** One editor per landing section (/admin/website/home … /privacy); the section is the last path segment. */
export function WebsiteEditorPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1);
  const section = websiteSections.find((item) => item.path === segment);
  const resource = useApiQuery(['admin', 'website'], fetchWebsite);
  const [locale, setLocale] = useContentLanguage();
  const { formatMessage } = useIntl();
  if (!section) return <NotFoundScreen />;

  return (
    <>
      <PageHeader
        title={formatMessage({ id: section.title })}
        description={formatMessage({ id: section.description })}
        actions={
          <>
            <ButtonLink to={`/admin/website${languageQuery(locale)}`} variant="ghost" size="sm">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {formatMessage({ id: 'admin.website.editor.allSections' })}
            </ButtonLink>
            <a
              href={inLanguage(section.viewHref, locale)}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary', 'sm')}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {formatMessage({ id: 'admin.website.editor.seeOnWebsite' })}
            </a>
          </>
        }
      />
      <div className="mb-6">
        <ContentLanguageSelect locale={locale} onChange={setLocale} />
      </div>
      {resource.status === 'loading' && (
        <div className="grid place-items-center py-20">
          <Spinner className="size-8" />
        </div>
      )}
      {resource.status === 'error' && (
        <ListMessage
          icon={CircleAlert}
          tone="danger"
          title={formatMessage({ id: 'admin.website.page.loadFailed' })}
          text={formatMessage({ id: 'admin.website.editor.loadFailedText' })}
          action={
            <Button variant="secondary" onClick={resource.reload}>
              {formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      )}
      {resource.status === 'ready' &&
        (locale === defaultLocale ? (
          <SectionForm key={section.key} section={section} website={resource.data} />
        ) : (
          <TranslationForm
            key={`${section.key}:${locale}`}
            section={section}
            website={resource.data}
            locale={locale as TranslatedLocale}
          />
        ))}
    </>
  );
}

function SectionForm({ section, website }: { section: WebsiteSection; website: Website }) {
  const [saved, setSaved] = useState(() => sectionOf(website, section.key) as Draft);
  const [draft, setDraft] = useState<Draft>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const { formatMessage } = useIntl();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useUnsavedChanges(dirty);
  const rich = section.key === 'terms' || section.key === 'privacy';

  // Leaving with unsaved changes asks in the confirmation banner first.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirmation(formatMessage({ id: LEAVE_QUESTION }), () => blocker.proceed()).then((left) => {
      if (!left) blocker.reset();
    });
  }, [blocker, formatMessage]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await saveSection(section.key, draft);
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    const stored = sectionOf(result.data, section.key) as Draft;
    setSaved(stored);
    setDraft(stored);
    invalidatePublicSettings();
    void revalidator.revalidate();
    notifySuccess(formatMessage({ id: 'admin.website.editor.saved' }));
  };

  const set = (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="flex flex-col gap-6 pb-24"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <VisibilitySwitch checked={draft.visibility} onChange={(value) => set('visibility', value)} />
        <p className="text-sm text-ink-600">
          {formatMessage({
            id: draft.visibility
              ? rich
                ? 'admin.website.editor.pageVisible'
                : 'admin.website.editor.sectionVisible'
              : rich
                ? 'admin.website.editor.pageHidden'
                : 'admin.website.editor.sectionHidden',
          })}
        </p>
      </Card>
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        {rich ? (
          <Suspense
            fallback={
              <div className="grid min-h-80 place-items-center">
                <Spinner
                  className="size-8"
                  label={formatMessage({ id: 'admin.website.editor.loadingEditor' })}
                />
              </div>
            }
          >
            <RichTextEditor
              label={formatMessage({ id: section.title })}
              value={String(draft.content ?? '')}
              onChange={(html) => set('content', html)}
            />
          </Suspense>
        ) : (
          <SectionFields
            sectionKey={section.key as Exclude<typeof section.key, 'terms' | 'privacy'>}
            values={draft}
            onChange={set}
          />
        )}
      </Card>
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-3 border-t border-ink-200 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-6">
        <FormAlert message={error} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy} disabled={!dirty}>
            <Save className="size-5" aria-hidden="true" />
            {formatMessage({ id: busy ? 'admin.website.editor.saving' : 'admin.website.editor.save' })}
          </Button>
          {dirty && !busy && (
            <>
              <Button variant="ghost" onClick={() => setDraft(saved)}>
                {formatMessage({ id: 'admin.website.translation.discard' })}
              </Button>
              <p className="text-sm font-semibold text-sunny-700" role="status">
                {formatMessage({ id: 'admin.website.editor.unsaved' })}
              </p>
            </>
          )}
          {!dirty && (
            <Link
              to="/admin/website"
              // A control of its own beside the buttons: 24 px tall at least (WCAG 2.5.8), 44 on touch screens.
              className="inline-flex min-h-6 items-center text-sm pointer-coarse:min-h-11 font-semibold text-ink-600 underline-offset-4 hover:underline"
            >
              {formatMessage({ id: 'admin.website.editor.backToAll' })}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}

export { WebsiteEditorPage as Component };
