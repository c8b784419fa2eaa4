import type { Page } from '@colorbook/contract';
import type { PageListRow, Viewer } from './pages.repo';

/**
 * A page as `viewer` may see it: the owner's name and photo for everyone, email and
 * stripe_id only for admins (DESIGN §7).
 */
export function presentPage(row: PageListRow, viewer: Viewer, trending: Set<number>): Page {
  const { page } = row;
  return {
    id: page.id,
    prompt: page.prompt,
    title: page.title,
    style: page.style,
    difficulty: page.difficulty,
    user: viewer.admin
      ? { name: row.ownerName, photo: row.ownerPhoto, email: row.ownerEmail, stripe_id: row.ownerStripeId }
      : { name: row.ownerName, photo: row.ownerPhoto },
    illustration: page.illustration,
    preview: page.preview,
    colored:
      row.coloredId !== null && row.coloredPhoto !== null && row.coloredPreview !== null
        ? {
            id: row.coloredId,
            photo: row.coloredPhoto,
            preview: row.coloredPreview,
            has_replay: row.coloredHasReplay,
          }
        : null,
    colored_count: page.coloredCount,
    favorited_count: page.favoritedCount,
    is_colored: row.coloredPhoto !== null,
    is_favorited: row.favorited,
    is_owner: page.userId === viewer.id,
    blocked: page.blocked,
    trending: trending.has(page.id),
    created_at: page.createdAt.toISOString(),
    theme: page.theme,
    age_band: page.ageBand,
    kid_safe: page.kidSafe,
  };
}

/** A title for cards and search, from the prompt: first letter up, at most 80 characters. */
export function titleFromPrompt(prompt: string): string {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const short = text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text;
  return short.charAt(0).toUpperCase() + short.slice(1);
}
