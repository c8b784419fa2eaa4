import type { Db } from '../../db/client';
import { sanitizeRichText } from '../../lib/rich-text';
import { listSettings, upsertSetting } from './settings.repo';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `visible` → `visibility` on one section; false when there was nothing to rename. */
function renameFlag(section: unknown): boolean {
  if (!isObject(section) || !('visible' in section)) return false;
  const { visible, ...rest } = section;
  for (const key of Object.keys(section)) delete section[key];
  Object.assign(section, { visibility: 'visibility' in rest ? rest.visibility : visible }, rest);
  return true;
}

/**
 * The stored `website` in today's shape: each section's flag named `visibility` (spec §3;
 * content written by the original product's editors, and by this app before the rename, says
 * `visible`), and the Terms and Privacy HTML passed through the allowlist (values stored
 * before the server sanitised). Works on the raw JSON, section by section, so a document the
 * schema would reject elsewhere still gets its flags renamed and nothing else is touched.
 * Returns null when the value is already up to date (or is not JSON at all).
 */
export function upgradeWebsiteJson(raw: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  let changed = false;
  if (isObject(data.landing)) {
    for (const section of Object.values(data.landing)) changed = renameFlag(section) || changed;
  }
  for (const key of ['terms', 'privacy']) {
    const page = data[key];
    changed = renameFlag(page) || changed;
    if (isObject(page) && typeof page.content === 'string') {
      const clean = sanitizeRichText(page.content);
      if (clean !== page.content) {
        page.content = clean;
        changed = true;
      }
    }
  }
  return changed ? JSON.stringify(data) : null;
}

/** Data migration run at every start (from the seed); a no-op once the value is upgraded. */
export async function upgradeStoredWebsite(db: Db): Promise<void> {
  const [row] = await listSettings(db, ['website']);
  const upgraded = row ? upgradeWebsiteJson(row.value) : null;
  if (upgraded !== null) await upsertSetting(db, 'website', upgraded);
}
