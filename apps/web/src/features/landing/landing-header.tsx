import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';

export type SectionLink = { href: string; label: string };

export function LandingHeader({ appName, links }: { appName: string; links: SectionLink[] }) {
  const [open, setOpen] = useState(false);
  const { formatMessage } = useIntl();
  const openLabel = formatMessage({ id: 'landing.header.openMenu' });
  const closeLabel = formatMessage({ id: 'landing.header.closeMenu' });
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/60 bg-paper/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-5 sm:h-18 sm:px-8">
        <Link
          to="/"
          className="mr-auto min-w-0 rounded-xl"
          aria-label={formatMessage({ id: 'landing.header.home' }, { appName })}
        >
          <Logo name={appName} />
        </Link>
        {links.length > 0 && (
          <nav aria-label={formatMessage({ id: 'landing.header.sections' })} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="rounded-full px-3.5 py-2 font-semibold text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ButtonLink to="/sign-in" size="sm" className="md:ml-3 md:h-10 md:px-5">
          {formatMessage({ id: 'landing.header.signIn' })}
        </ButtonLink>
        {links.length > 0 && (
          <button
            type="button"
            className="group -mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 md:hidden"
            aria-label={open ? closeLabel : openLabel}
            // The server-rendered page's script flips the label in the page's own language.
            data-label-open={openLabel}
            data-label-close={closeLabel}
            aria-expanded={open}
            aria-controls="landing-sections"
            onClick={() => setOpen((value) => !value)}
          >
            {/* Both icons, switched by aria-expanded, so the server-rendered page's script only flips the attribute. */}
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
          </button>
        )}
      </div>
      {links.length > 0 && (
        <nav
          id="landing-sections"
          aria-label={formatMessage({ id: 'landing.header.sections' })}
          className={cn('border-t border-ink-200/60 px-5 pt-2 pb-4 md:hidden', !open && 'hidden')}
        >
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-control px-3 py-3 text-lg font-bold text-ink-700 hover:bg-ink-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
