import { PROFILE_ANIMAL_EMOJI, type Profile } from '@colorbook/contract';
import { cn } from '../lib/cn';

export type ProfileAvatarSize = 'small' | 'regular' | 'medium' | 'large' | 'huge';

const sizes: Record<ProfileAvatarSize, string> = {
  small: 'size-7',
  regular: 'size-10',
  medium: 'size-14',
  large: 'size-20',
  huge: 'size-28 sm:size-32',
};

type Props = {
  profile: Pick<Profile, 'avatarAnimal' | 'avatarColor'>;
  size?: ProfileAvatarSize;
  className?: string;
};

/**
 * A child's avatar (issue 24): their OpenMoji animal on their colour. The animal is a picture
 * (public/avatars/{hexcode}.svg), not an emoji character, so it looks the same on every device,
 * also those without a colour emoji font. Decorative: the name is always beside it.
 */
export function ProfileAvatar({ profile, size = 'regular', className }: Props) {
  const animal = PROFILE_ANIMAL_EMOJI[profile.avatarAnimal];
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: profile.avatarColor }}
      className={cn(
        'inline-grid shrink-0 select-none place-items-center rounded-full ring-2 ring-surface',
        sizes[size],
        className,
      )}
    >
      <img src={`/avatars/${animal.hexcode}.svg`} alt="" className="size-[78%]" draggable={false} />
    </span>
  );
}
