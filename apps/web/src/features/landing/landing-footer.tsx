import { type PlatformName, platformNames, type Website } from '@colorbook/contract';
import { LOCALE_NAMES, type Locale, locales } from '@colorbook/i18n';
import { Globe, Languages, Laptop, type LucideIcon, Monitor, Smartphone, Terminal } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import type { SectionLink } from './landing-header';
import { SocialIcon } from './social-icon';

const platformLabels: Record<PlatformName, { label: string; icon: LucideIcon }> = {
  // Product names stay as they are; 'web' and 'ios' are translated where they are shown.
  web: { label: 'Web app', icon: Globe },
  android: { label: 'Android', icon: Smartphone },
  ios: { label: 'iPhone & iPad', icon: Smartphone },
  windows: { label: 'Windows', icon: Monitor },
  mac: { label: 'Mac', icon: Laptop },
  debian: { label: 'Debian', icon: Terminal },
};

type Props = {
  appName: string;
  tagline: string;
  website: Website;
  links: SectionLink[];
};

const headingClass = 'font-display text-sm font-extrabold tracking-wider text-white uppercase';
const linkClass = 'rounded text-ink-300 transition-colors hover:text-white';

/**
 * Plain links to the same page in each language (?lang= sets the server's `lang` cookie): no
 * script, so the landing's budget holds and the switch works before any JavaScript loads.
 */
function LanguageLinks({ current }: { current: string }) {
  const { formatMessage } = useIntl();
  return (
    <nav
      aria-label={formatMessage({ id: 'landing.footer.language' })}
      className="flex items-start gap-2.5 sm:items-center"
    >
      <Languages className="mt-0.5 size-4.5 shrink-0 text-ink-400 sm:mt-0" aria-hidden="true" />
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {locales.map((locale: Locale) => (
          <li key={locale}>
            <a
              href={`?lang=${locale}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`${linkClass} aria-[current]:font-bold aria-[current]:text-white`}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingFooter({ appName, tagline, website, links }: Props) {
  const { formatMessage, locale } = useIntl();
  const { footer, home } = website.landing;
  const platforms = platformNames.filter((name) => home.platforms[name].trim());
  const socials = footer.socials.filter((social) => social.url.trim());
  const legal = [
    website.terms.visibility && { to: '/terms', label: formatMessage({ id: 'legal.terms.title' }) },
    website.privacy.visibility && { to: '/privacy', label: formatMessage({ id: 'legal.privacy.title' }) },
  ].filter((item): item is { to: string; label: string } => Boolean(item));

  return (
    <footer id="footer" className="bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1.6fr_1fr_1fr]">
        <div>
          <Logo name={appName} tone="light" />
          <p className="mt-5 font-display text-lg font-extrabold text-white">{tagline}</p>
          {footer.description && <p className="mt-2 max-w-sm leading-relaxed">{footer.description}</p>}
          {socials.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {socials.map((social) => (
                <li key={social.id || social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.id || social.url}
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-500"
                  >
                    <SocialIcon icon={social.icon} id={social.id} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {links.length > 0 && (
          <nav aria-label={formatMessage({ id: 'landing.footer.nav' })}>
            <p className={headingClass}>{formatMessage({ id: 'landing.footer.explore' })}</p>
            <ul className="mt-4 flex flex-col gap-3">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {platforms.length > 0 && (
          <div>
            <p className={headingClass}>{formatMessage({ id: 'landing.footer.download' })}</p>
            <ul className="mt-4 flex flex-col gap-3">
              {platforms.map((name) => {
                const { label, icon: Icon } = platformLabels[name];
                return (
                  <li key={name}>
                    <a
                      href={home.platforms[name]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`inline-flex items-center gap-2.5 ${linkClass}`}
                    >
                      <Icon className="size-4.5" aria-hidden="true" />
                      {name === 'web' || name === 'ios'
                        ? formatMessage({ id: `landing.platform.${name}` })
                        : label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            {formatMessage(
              { id: 'landing.footer.rights' },
              { year: String(new Date().getFullYear()), appName },
            )}
          </p>
          <LanguageLinks current={locale} />
          {legal.length > 0 && (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legal.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
