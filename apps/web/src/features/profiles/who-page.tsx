import type { Profile } from '@colorbook/contract';
import { Check, RotateCcw, Settings } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Spinner } from '../../components/spinner';
import { childMayOpen, KID_HOME } from '../../lib/adult-routes';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { safeNextPath } from '../../lib/next-path';
import { useProfile } from '../../lib/profile-store';
import { usePublicSettings } from '../../lib/settings';
import { useProfileText } from './profile-strings';
import { type AskParentGate, useChooseProfile } from './use-choose-profile';
import { useProfiles } from './use-profiles';

type TileProps = {
  avatar: ReactNode;
  name: string;
  detail?: string;
  current: boolean;
  busy: boolean;
  onChoose: () => void;
};

function ProfileTile({ avatar, name, detail, current, busy, onChoose }: TileProps) {
  const t = useProfileText();
  return (
    // Two to a row on phones, fixed tiles centred on larger screens (a family of any size).
    <li className="w-[calc(50%-0.5rem)] sm:w-52">
      <button
        type="button"
        onClick={onChoose}
        disabled={busy}
        aria-current={current || undefined}
        data-testid="who-tile"
        className={cn(
          'relative flex h-full min-h-44 w-full flex-col items-center justify-center gap-3 rounded-card bg-surface p-4 shadow-soft transition',
          'hover:-translate-y-0.5 hover:shadow-pop focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:translate-y-px disabled:opacity-60',
          current ? 'ring-4 ring-brand-500' : 'ring-1 ring-ink-200/70',
        )}
      >
        {current && (
          <span className="absolute top-2.5 right-2.5 grid size-7 place-items-center rounded-full bg-brand-600 text-white">
            <Check className="size-4" strokeWidth={3} aria-hidden="true" />
            <span className="sr-only">{t('colouringNow')}</span>
          </span>
        )}
        {avatar}
        <span className="max-w-full truncate text-xl font-extrabold text-ink-900">{name}</span>
        {detail && <span className="-mt-2 text-sm font-semibold text-ink-500">{detail}</span>}
      </button>
    </li>
  );
}

/** "Who is colouring?": the grown-up and each child as big tiles; the choice sets kid mode on or off. */
export function WhoPage({ askParentGate }: { askParentGate: AskParentGate }) {
  const t = useProfileText();
  const { appName } = usePublicSettings();
  const user = useAuth((state) => state.user);
  const active = useProfile((state) => state.active);
  const profiles = useProfiles();
  const choose = useChooseProfile(askParentGate);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? KID_HOME;
  const [busy, setBusy] = useState(false);

  if (!user) return null;
  // A child session is told nothing of the account (decision 0040): its grown-up is "Grown-up".
  const grownUp = user.profile
    ? { name: t('grownUp'), photo: null, detail: undefined }
    : { name: user.name, photo: user.photo, detail: t('grownUp') };

  const handleChoose = async (target: Profile | null) => {
    if (busy) return;
    setBusy(true);
    const switched = await choose(target);
    setBusy(false);
    // A child chosen from an adult screen (the account's "Who is colouring?") goes to its home:
    // going back to that screen would ask the parent gate straight away.
    const to = target && !childMayOpen(next, target.allowUploads) ? KID_HOME : next;
    if (switched) await navigate(to, { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-brand-50/60">
      <header className="flex items-center justify-between gap-3 px-5 py-4 sm:px-8">
        <span className="font-extrabold text-brand-700">{appName}</span>
        {!active && (
          <Link
            to="/account"
            className="inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <Settings className="size-4" aria-hidden="true" />
            {t('manageFamily')}
          </Link>
        )}
      </header>
      <main className="flex flex-1 flex-col items-center px-5 pt-6 pb-16 sm:pt-12">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {t('pickerTitle')}
        </h1>
        <p className="mt-2 text-center text-lg font-semibold text-ink-600">{t('pickerSubtitle')}</p>

        <ul className="mt-8 flex w-full max-w-4xl flex-wrap justify-center gap-4 sm:mt-10 sm:gap-5">
          <ProfileTile
            avatar={<Avatar name={grownUp.name} photo={grownUp.photo} size="huge" />}
            name={grownUp.name}
            detail={grownUp.detail}
            current={active === null}
            busy={busy}
            onChoose={() => void handleChoose(null)}
          />
          {profiles.status === 'ready' &&
            profiles.data.map((child) => (
              <ProfileTile
                key={child.id}
                avatar={<ProfileAvatar profile={child} size="huge" />}
                name={child.name}
                current={active?.id === child.id}
                busy={busy}
                onChoose={() => void handleChoose(child)}
              />
            ))}
        </ul>

        {profiles.status === 'loading' && (
          <div className="mt-8 text-brand-600" aria-hidden="true">
            <Spinner className="size-8" label="" />
          </div>
        )}
        {profiles.status === 'error' && (
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="font-semibold text-ink-700">{t('pickerLoadFailed')}</p>
            <Button variant="secondary" onClick={profiles.reload}>
              <RotateCcw className="size-5" aria-hidden="true" />
              {t('tryAgain')}
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
