import type { Page, ProfileAnimal, ProfileColor } from '@colorbook/contract';
import type { PageListRow, Viewer } from './pages.repo';
import { viewerMade } from './pages.repo';

/** The child who made the page (issue 35), as every viewer may see it: name and avatar. */
const makerOf = (row: PageListRow): Page['maker'] =>
  row.makerId === null || row.makerName === null || row.makerColor === null || row.makerAnimal === null
    ? null
    : {
        id: row.makerId,
        name: row.makerName,
        avatarColor: row.makerColor as ProfileColor,
        avatarAnimal: row.makerAnimal as ProfileAnimal,
      };

/**
 * A page as `viewer` may see it: the owner's name and photo for everyone, email and
 * stripe_id only for admins (DESIGN §7). A child's page names the child (its profile name and
 * avatar), never the adult, except to admins (issue 35).
 */
export function presentPage(row: PageListRow, viewer: Viewer, trending: Set<number>): Page {
  const { page } = row;
  const maker = makerOf(row);
  return {
    id: page.id,
    prompt: page.prompt,
    title: page.title,
    style: page.style,
    difficulty: page.difficulty,
    user: viewer.admin
      ? { name: row.ownerName, photo: row.ownerPhoto, email: row.ownerEmail, stripe_id: row.ownerStripeId }
      : maker
        ? { name: maker.name, photo: null }
        : { name: row.ownerName, photo: row.ownerPhoto },
    maker,
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
    is_owner: viewerMade(viewer, page),
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
