/**
 * Stripe's wire format for request parameters (form-encoded, brackets for nesting:
 * `line_items[0][price_data][currency]=usd`, `expand[]=subscription`), parsed into objects.
 * Used by the Stripe stand-in that tests point the SDK at.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const head = rawKey.split('[')[0] ?? rawKey;
    const path = [head, ...[...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    assign(root, path, value);
  }
  return arraysFromIndexes(root) as Record<string, FormValue>;
}

function assign(target: Record<string, FormValue>, path: string[], value: string) {
  let node: Record<string, FormValue> = target;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    if (key === '') {
      // `a[]=x`: append under a numeric index
      const index = String(Object.keys(node).length);
      node[index] = value;
      return;
    }
    if (last) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, FormValue>;
  });
}

/** Objects whose keys are 0..n-1 become arrays, all the way down. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
