import type { z } from 'zod';

/**
 * What text may contain, for every route (DESIGN §4). PostgreSQL refuses NUL in text
 * (`invalid byte sequence for encoding "UTF8": 0x00`) and no person types the other C0/C1
 * controls, so they are refused at the door with a 400 naming the field. Tab, LF and CR stay
 * allowed in bodies, where descriptions and website texts are legitimately multi-line;
 * query strings and path parameters are single-line by nature.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_MULTILINE_OK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_ANY = /[\u0000-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const MALFORMED_TEXT_MESSAGE = 'is not valid text';

export type TextProblem = { path: string; message: string };

const problemIn = (value: string, multiline: boolean): string | undefined => {
  if ((multiline ? CONTROL_MULTILINE_OK : CONTROL_ANY).test(value)) return CONTROL_CHARACTERS_MESSAGE;
  // A lone surrogate cannot be stored as UTF-8; it is never typed, only forged.
  if (LONE_SURROGATE.test(value)) return MALFORMED_TEXT_MESSAGE;
  return undefined;
};

/**
 * The first string (value or key) anywhere in `input` that breaks the rule, with its dotted
 * path (`landing.home.title`, `tags.2`). Iterative, so a deeply nested body cannot overflow
 * the stack. Numbers, booleans and Buffers are skipped.
 */
export function findTextProblem(input: unknown, options: { multiline: boolean }): TextProblem | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const message = problemIn(value, options.multiline);
      if (message) return { path, message };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        // The key itself is not echoed: it is the hostile part.
        if (problemIn(key, false)) return { path, message: `field names ${CONTROL_CHARACTERS_MESSAGE}` };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Records of fields: parsed JSON, and query objects (whose prototype is not always Object's). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

/** Names, titles: one line. (Bodies otherwise allow tab and newlines; see above.) */
export const singleLine = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !/[\t\n\r]/.test(value), 'must be on one line');
