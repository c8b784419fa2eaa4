import type { Profile } from '@colorbook/contract';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar';
import { ProfileAvatar } from '../../components/profile-avatar';
import { cn } from '../../lib/cn';

/** Whose colourings the adult looks at: everyone's, the grown-up's own, or one child's. */
export type Who = 'everyone' | 'grown-up' | number;

/** Message keys of the chips. */
const FAMILY_TEXT = {
  chips: 'pages.family.chips',
  everyone: 'pages.family.everyone',
  grownUp: 'pages.family.grownUp',
} as const;

/** `?who=` in the address: a child's id, "grown-up", or everyone by default. */
export function whoFromParam(value: string | null, family: readonly Profile[]): Who {
  if (value === 'grown-up') return 'grown-up';
  const id = Number(value);
  return family.some((child) => child.id === id) ? id : 'everyone';
}

export const whoToParam = (who: Who): string | null => (who === 'everyone' ? null : String(who));

type ChipProps = { pressed: boolean; onClick: () => void; icon: ReactNode; label: string };

function Chip({ pressed, onClick, icon, label }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-2 rounded-full py-1 pr-4 pl-1.5 text-sm font-extrabold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        pressed
          ? 'bg-brand-600 text-white shadow-soft'
          : 'bg-surface text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:text-ink-900',
      )}
    >
      {icon}
      <span className="max-w-[9rem] truncate">{label}</span>
    </button>
  );
}

type Props = {
  family: readonly Profile[];
  grownUp: { name: string; photo: string | null };
  value: Who;
  onChange: (who: Who) => void;
};

/** Everyone / Grown-up / each child, one scrolling row on a phone. */
export function FamilyChips({ family, grownUp, value, onChange }: Props) {
  const { formatMessage } = useIntl();
  return (
    <nav
      aria-label={formatMessage({ id: FAMILY_TEXT.chips })}
      className="-mx-1 mb-5 overflow-x-auto px-1 py-1 sm:mb-6"
    >
      <div className="flex w-max gap-2" data-testid="family-chips">
        <Chip
          pressed={value === 'everyone'}
          onClick={() => onChange('everyone')}
          icon={
            <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-700">
              <Users className="size-4" aria-hidden="true" />
            </span>
          }
          label={formatMessage({ id: FAMILY_TEXT.everyone })}
        />
        <Chip
          pressed={value === 'grown-up'}
          onClick={() => onChange('grown-up')}
          icon={<Avatar name={grownUp.name} photo={grownUp.photo} size="small" />}
          label={formatMessage({ id: FAMILY_TEXT.grownUp })}
        />
        {family.map((child) => (
          <Chip
            key={child.id}
            pressed={value === child.id}
            onClick={() => onChange(child.id)}
            icon={<ProfileAvatar profile={child} size="small" />}
            label={child.name}
          />
        ))}
      </div>
    </nav>
  );
}
