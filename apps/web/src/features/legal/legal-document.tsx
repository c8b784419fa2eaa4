import { localizeWebsite } from '@colorbook/contract';
import { isLocale } from '@colorbook/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { NotFoundScreen } from '../../components/not-found-screen';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePublicSettings } from '../../lib/settings';
import { LegalView } from './legal-view';

/** `title`: the message id of the page's heading. */
type Props = { kind: 'terms' | 'privacy'; title: 'legal.terms.title' | 'legal.privacy.title' };

/** /terms and /privacy in the app: the admin's rich text, sanitised; not found while the page is hidden. */
export function LegalDocument({ kind, title }: Props) {
  const { appName, website } = usePublicSettings();
  const { locale, formatMessage } = useIntl();
  const { visibility, content } = isLocale(locale) ? localizeWebsite(website, locale)[kind] : website[kind];
  const html = useMemo(() => sanitizeHtml(content), [content]);
  if (!visibility) return <NotFoundScreen />;
  return <LegalView appName={appName} title={formatMessage({ id: title })} html={html} />;
}
