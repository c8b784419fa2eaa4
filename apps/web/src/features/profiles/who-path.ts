import { safeNextPath } from '../../lib/next-path';

/** The profile picker's route. */
export const WHO_PATH = '/who';

/** The picker, going back to `next` (one of the app's own screens) once a profile is chosen. */
export function whoPath(next: string | undefined): string {
  const back = safeNextPath(next);
  return back ? `${WHO_PATH}?next=${encodeURIComponent(back)}` : WHO_PATH;
}
