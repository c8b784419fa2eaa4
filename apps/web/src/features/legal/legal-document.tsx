import { useMemo } from 'react';
import { NotFoundScreen } from '../../components/not-found-screen';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePublicSettings } from '../../lib/settings';
import { LegalView } from './legal-view';

type Props = { kind: 'terms' | 'privacy'; title: string };

/** /terms and /privacy in the app: the admin's rich text, sanitised; not found while the page is hidden. */
export function LegalDocument({ kind, title }: Props) {
  const { appName, website } = usePublicSettings();
  const { visibility, content } = website[kind];
  const html = useMemo(() => sanitizeHtml(content), [content]);
  if (!visibility) return <NotFoundScreen />;
  return <LegalView appName={appName} title={title} html={html} />;
}
