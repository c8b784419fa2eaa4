import {
  PROFILE_ANIMAL_EMOJI,
  type ProfileAnimal,
  type ProfileColor,
  profileAnimals,
  profileColors,
} from '@colorbook/contract';
import { cn } from '../../lib/cn';
import { useProfileText } from './profile-strings';

/* A child's avatar, chosen in the profile form (profile-form-dialog.tsx): its colour and its animal. */

export function ColourChoice({
  value,
  onChange,
}: {
  value: ProfileColor;
  onChange: (color: ProfileColor) => void;
}) {
  const t = useProfileText();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-ink-800">{t('colourLegend')}</legend>
      <div className="grid grid-cols-8 gap-1.5">
        {profileColors.map((option, index) => (
          <label
            key={option}
            className="relative grid aspect-square cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name="profile-colour"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-label={t('colourLabel', { number: index + 1 })}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              style={{ backgroundColor: option }}
              className={cn(
                'size-[85%] rounded-full transition',
                value === option
                  ? 'ring-3 ring-brand-600 ring-offset-2 ring-offset-surface'
                  : 'ring-1 ring-ink-900/10',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AnimalChoice({
  value,
  onChange,
}: {
  value: ProfileAnimal;
  onChange: (animal: ProfileAnimal) => void;
}) {
  const t = useProfileText();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-ink-800">{t('animalLegend')}</legend>
      <div className="grid grid-cols-6 gap-1.5">
        {profileAnimals.map((option) => (
          <label
            key={option}
            title={t(`animal.${option}`)}
            className={cn(
              'grid aspect-square cursor-pointer place-items-center rounded-2xl ring-inset transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === option
                ? 'bg-brand-50 ring-2 ring-brand-500'
                : 'ring-1 ring-ink-200 hover:ring-brand-300',
            )}
          >
            <input
              type="radio"
              name="profile-animal"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-label={t(`animal.${option}`)}
              className="sr-only"
            />
            <img
              src={`/avatars/${PROFILE_ANIMAL_EMOJI[option].hexcode}.svg`}
              alt=""
              className="size-[70%]"
              draggable={false}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
