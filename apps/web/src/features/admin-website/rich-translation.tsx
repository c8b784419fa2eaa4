import { Copy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Whether an editor's HTML has words (an emptied editor still holds `<p></p>`). */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** Terms or Privacy in another language (translation-form.tsx): the whole page in one editor. */
export function RichTranslation({
  draft,
  english,
  language,
  sectionTitle,
  onChange,
}: {
  draft: string;
  english: string;
  language: string;
  sectionTitle: string;
  onChange: (html: string) => void;
}) {
  const { formatMessage } = useIntl();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">
          {formatMessage({ id: 'admin.website.translation.emptyPage' }, { language })}
        </p>
        {/* A translator works over the English page rather than from a blank one. */}
        {!hasWords(draft) && hasWords(english) && (
          <Button variant="secondary" size="sm" onClick={() => onChange(english)}>
            <Copy className="size-4" aria-hidden="true" />
            {formatMessage({ id: 'admin.website.translation.startFromEnglish' })}
          </Button>
        )}
      </div>
      <Suspense
        fallback={
          <div className="grid min-h-80 place-items-center">
            <Spinner className="size-8" />
          </div>
        }
      >
        <RichTextEditor
          label={formatMessage({ id: 'admin.website.editor.richLabel' }, { section: sectionTitle, language })}
          value={draft}
          onChange={onChange}
        />
      </Suspense>
    </>
  );
}
