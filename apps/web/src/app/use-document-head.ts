import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { PublicSettings } from '../lib/settings';
import type { RouteHandle } from './route-handle';

/** Keeps <title> and the favicon in step with the current route and the admin's settings. */
export function useDocumentHead({ appName, tagline, favicon }: PublicSettings) {
  const matches = useMatches();
  const intl = useIntl();
  const handle = matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((candidate) => candidate?.title)
    .at(-1);
  const title =
    handle?.title &&
    intl.formatMessage(
      { id: handle.title },
      handle.section ? { section: intl.formatMessage({ id: handle.section }) } : undefined,
    );

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : `${appName} — ${tagline}`;
  }, [title, appName, tagline]);

  useEffect(() => {
    if (!favicon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = { href: link.href, type: link.type };
    link.href = favicon;
    link.removeAttribute('type');
    return () => {
      link.href = previous.href;
      link.type = previous.type;
    };
  }, [favicon]);
}
