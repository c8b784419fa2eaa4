import { PROFILE_ANIMAL_EMOJI, type Profile } from '@colorbook/contract';
import { cn } from '../../lib/cn';

type Props = { profile: Pick<Profile, 'avatarColor' | 'avatarAnimal'>; className?: string };

/** A child's avatar: their animal on their colour. */
export function KidAvatar({ profile, className }: Props) {
  const animal = PROFILE_ANIMAL_EMOJI[profile.avatarAnimal];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid size-11 shrink-0 place-items-center rounded-full text-2xl leading-none ring-2 ring-surface',
        className,
      )}
      style={{ backgroundColor: profile.avatarColor }}
    >
      {animal?.emoji ?? '🙂'}
    </span>
  );
}
