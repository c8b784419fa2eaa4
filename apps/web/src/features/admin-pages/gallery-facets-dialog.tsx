import {
  type Page,
  type PageAgeBand,
  type PageDifficulty,
  type PageTheme,
  pageAgeBands,
  pageDifficulties,
  pageThemes,
} from '@colorbook/contract';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ChoiceGroup } from '../../components/choice-group';
import { SwitchRow } from '../../components/switch-row';
import { inputClasses } from '../../components/text-field';
import { updatePageGallery } from '../../lib/pages-api';

type Props = {
  page: Page;
  onSaved: (changes: Partial<Page>) => void;
  onClose: () => void;
};

const asDifficulty = (value: string | null): PageDifficulty =>
  pageDifficulties.find((known) => known === value) ?? 'medium';

/**
 * Corrects what was inferred for a page and marks it kid-safe (what kid mode and the page of the
 * day may show). A bottom sheet on phones, a centred dialog on larger screens, like sharing.
 */
export function GalleryFacetsDialog({ page, onSaved, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id });
  const headingId = useId();
  const themeId = useId();
  const [theme, setTheme] = useState<PageTheme>(page.theme ?? 'nature');
  const [age, setAge] = useState<PageAgeBand>(page.age_band ?? '6-8');
  const [difficulty, setDifficulty] = useState<PageDifficulty>(asDifficulty(page.difficulty));
  const [kidSafe, setKidSafe] = useState(page.kid_safe === true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await updatePageGallery(page.id, { theme, age_band: age, difficulty, kid_safe: kidSafe });
    setSaving(false);
    if (!result.ok) return;
    onSaved({
      theme: result.data.theme,
      age_band: result.data.age_band,
      difficulty: result.data.difficulty,
      kid_safe: result.data.kid_safe,
    });
    dialogRef.current?.close();
  };

  const title = page.title || page.prompt || t('pages.untitled');
  return (
    // A click on the backdrop lands on the dialog itself (its content fills it): close.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively.
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      data-testid="gallery-facets-dialog"
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-[1.75rem] bg-surface p-0 text-ink-900 shadow-pop backdrop:bg-ink-900/50 backdrop:backdrop-blur-sm sm:inset-0 sm:m-auto sm:h-fit sm:max-w-md sm:rounded-card"
    >
      <form
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-5 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:p-6"
      >
        <div className="mx-auto -mt-2 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" aria-hidden="true" />
        <div className="flex items-start gap-3">
          {!page.blocked && (
            <img
              src={page.preview}
              alt=""
              width={64}
              height={64}
              className="size-14 shrink-0 rounded-2xl bg-white object-contain ring-1 ring-ink-200"
            />
          )}
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
              {t('admin.pages.facets.title')}
            </h2>
            <p className="truncate text-sm font-semibold text-ink-500">{title}</p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            aria-label={t('admin.common.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor={themeId} className="text-sm font-bold text-ink-800">
            {t('admin.pages.facets.theme')}
          </label>
          <select
            id={themeId}
            value={theme}
            onChange={(event) => setTheme(pageThemes.find((known) => known === event.target.value) ?? theme)}
            className={`${inputClasses} cursor-pointer font-semibold`}
          >
            {pageThemes.map((option) => (
              <option key={option} value={option}>
                {t(`gallery.theme.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup
          legend={t('admin.pages.facets.age')}
          options={pageAgeBands.map((option) => ({ value: option, label: t(`gallery.age.${option}`) }))}
          value={age}
          onChange={setAge}
        />
        <ChoiceGroup
          legend={t('admin.pages.facets.difficulty')}
          options={pageDifficulties.map((option) => ({
            value: option,
            label: t(`gallery.difficulty.${option}`),
          }))}
          value={difficulty}
          onChange={setDifficulty}
        />
        <div className="overflow-hidden rounded-2xl ring-1 ring-ink-200">
          <SwitchRow
            label={t('admin.pages.facets.kidSafe')}
            description={t('admin.pages.facets.kidSafeText')}
            checked={kidSafe}
            onChange={setKidSafe}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={saving}>
            {t('admin.common.save')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
