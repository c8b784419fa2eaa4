import { useState } from 'react';
import { cn } from '../lib/cn';
import { initialsOf } from '../lib/format';

/**
 * Spec §3: regular is 10 units square, medium 14; small (7) fits a page card's owner line; huge
 * (28–32) is a tile of the "Who is colouring?" picker.
 */
export type AvatarSize = 'small' | 'regular' | 'medium' | 'huge';

const sizes: Record<AvatarSize, string> = {
  small: 'h-7 w-7 text-[0.65rem]',
  regular: 'h-10 w-10 text-sm',
  medium: 'h-14 w-14 text-lg',
  huge: 'h-28 w-28 text-4xl sm:h-32 sm:w-32',
};

type Props = { name: string; photo?: string | null; size?: AvatarSize; className?: string };

/** A user's photo, or their initials on a crayon colour when there is none (or it fails to load). */
export function Avatar({ name, photo, size = 'regular', className }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(photo) && failed !== photo;
  return (
    <span
      className={cn(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-extrabold text-brand-700 ring-2 ring-surface',
        sizes[size],
        className,
      )}
    >
      {showPhoto && photo ? (
        <img
          src={photo}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setFailed(photo)}
          decoding="async"
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
