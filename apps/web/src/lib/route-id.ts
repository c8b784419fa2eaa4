/**
 * Spec §5: an id from the address is converted to a number. Only whole numbers from 1 up are
 * ids ("12"); anything else ("", "abc", "1.5", "-3", "1e3", " 7") is not, and gives null.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
