import type { Locale } from '@colorbook/i18n';
import type { FastifyRequest } from 'fastify';
import { type core, z } from 'zod';
import { translateServerMessage } from './server-messages';
import { hasMessage, t } from './translate';

/** Zod's own messages in each language; its `pt` is worded for Brazil as much as for Portugal. */
const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError: core.$ZodErrorMap }> = {
  es: z.locales.es,
  fr: z.locales.fr,
  de: z.locales.de,
  'pt-BR': z.locales.pt,
};

const dataOf = (request: FastifyRequest, context: string): unknown => {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
};

/** A field named as people of that language call it; the JSON name when the catalogue has none. */
function fieldLabel(locale: Locale, path: PropertyKey[]): string {
  const dotted = path.map(String).join('.');
  const last = [...path].reverse().find((part) => typeof part === 'string');
  const key = `server.field.${String(last)}`;
  return last !== undefined && hasMessage(key) ? t(locale, key) : dotted;
}

/**
 * The VALIDATION_ERROR message of a refused request in `locale`: the request's data is checked
 * again by the route's schema with zod's messages in that language (a per-parse error map; the
 * contract's own messages win over it and are translated through the catalogue), and the first
 * problem is worded as in English: the field, then what is wrong with it. Undefined when the
 * route's schema is not a zod schema or the data now passes, so the caller keeps its message.
 */
export function localizedValidationMessage(
  locale: Locale,
  request: FastifyRequest,
  context: string | undefined,
): string | undefined {
  if (locale === 'en' || !context) return undefined;
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
  if (!(schema instanceof z.ZodType)) return undefined;
  const result = schema.safeParse(dataOf(request, context), {
    error: zodLocales[locale]().localeError,
    reportInput: true,
  });
  const issue = result.error?.issues[0];
  if (!issue) return undefined;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const problem = translateServerMessage(locale, issue.message);
  if (issue.path.length === 0) {
    const subject = t(locale, `server.validation.subject.${context}`);
    return missing
      ? t(locale, 'server.validation.subject_required', { subject })
      : t(locale, 'server.validation.subject_invalid', { subject, problem });
  }
  const field = fieldLabel(locale, issue.path);
  return missing
    ? t(locale, 'server.validation.field_required', { field })
    : t(locale, 'server.validation.field_invalid', { field, problem });
}
