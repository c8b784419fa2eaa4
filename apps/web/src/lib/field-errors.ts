/**
 * Puts a server validation message at the field it is about (DESIGN §4: the message names the
 * field). The server says "publicPageLimit: publicPageLimit must be a whole number of 0 or more"
 * or "photo must be an image uploaded through the app."; the form shows "Limit on public pages
 * must be a whole number of 0 or more" under that field. Null when no known field is named.
 */
export function serverFieldError<F extends string>(
  message: string,
  labels: Record<F, string>,
): { field: F; message: string } | null {
  const isField = (name: string): name is F => Object.hasOwn(labels, name);
  const prefixed = /^([A-Za-z]\w*):\s+(.+)$/s.exec(message.trim());
  let field: F | null = null;
  let rest = message.trim();
  if (prefixed?.[1] && prefixed[2] && isField(prefixed[1])) {
    field = prefixed[1];
    rest = prefixed[2];
  } else {
    const leading = /^([A-Za-z]\w*)\b/.exec(rest)?.[1];
    if (leading && isField(leading)) field = leading;
  }
  if (!field) return null;
  const label = labels[field];
  const named = rest.startsWith(field) ? `${label}${rest.slice(field.length)}` : rest;
  return { field, message: named.charAt(0).toUpperCase() + named.slice(1) };
}
