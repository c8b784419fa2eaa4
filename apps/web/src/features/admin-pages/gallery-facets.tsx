import type { Page } from '@colorbook/contract';
import { ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../components/badge';
import { GalleryFacetsDialog } from './gallery-facets-dialog';

type Props = {
  page: Page;
  onPatch: (changes: Partial<Page>) => void;
};

const isDifficulty = (value: string | null): value is 'easy' | 'medium' | 'hard' =>
  value === 'easy' || value === 'medium' || value === 'hard';

/**
 * On each card of the admin pages screen: the page's theme, age band, difficulty and kid-safe
 * mark, and the button that corrects them (issue 24).
 */
export function GalleryFacets({ page, onPatch }: Props) {
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id });
  const [editing, setEditing] = useState(false);
  return (
    <div
      className="relative z-10 flex flex-col gap-2 border-t border-ink-100 pt-2"
      data-testid="gallery-facets"
    >
      <div className="flex flex-wrap gap-1">
        <Badge tone="brand">
          {t(page.theme ? `gallery.theme.${page.theme}` : 'admin.pages.facets.noTheme')}
        </Badge>
        {page.age_band && <Badge>{t(`gallery.age.${page.age_band}`)}</Badge>}
        {isDifficulty(page.difficulty) && <Badge>{t(`gallery.difficulty.${page.difficulty}`)}</Badge>}
        {page.kid_safe && (
          <Badge tone="success">
            <ShieldCheck className="mr-1 size-3.5" aria-hidden="true" />
            {t('admin.pages.facets.kidSafe')}
          </Badge>
        )}
      </div>
      <button
        type="button"
        onClick={() => setEditing(true)}
        className="inline-flex h-9 items-center justify-center gap-1.5 rounded-full text-sm font-bold text-brand-700 ring-1 ring-brand-200 ring-inset transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('admin.pages.facets.edit')}
      </button>
      {editing && <GalleryFacetsDialog page={page} onSaved={onPatch} onClose={() => setEditing(false)} />}
    </div>
  );
}
