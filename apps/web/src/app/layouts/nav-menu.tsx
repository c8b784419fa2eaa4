import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { MenuGroup } from './menus';

type Props = { groups: MenuGroup[]; onNavigate?: () => void };

export function NavMenu({ groups, onNavigate }: Props) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.mainNav' })} className="flex flex-col gap-6">
      {groups.map((group, index) => (
        <div key={group.label ?? index}>
          {group.label && (
            <p className="mb-2 px-3 text-xs font-bold tracking-wider text-ink-400 uppercase">
              <FormattedMessage id={group.label} />
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {group.items.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'group flex items-center gap-3 rounded-control px-3 py-2.5 font-semibold transition-colors',
                      isActive
                        ? 'bg-brand-100 text-brand-800'
                        : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon
                        className={cn(
                          'size-5 shrink-0',
                          isActive ? 'text-brand-600' : 'text-ink-400 group-hover:text-ink-600',
                        )}
                        aria-hidden="true"
                      />
                      <FormattedMessage id={label} />
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
