import {
  AGE_BAND_LABELS,
  type AgeBand,
  ageBands,
  createProfileBody,
  PROFILE_NAME_MAX,
  type Profile,
  type ProfileAnimal,
  type ProfileColor,
  profileAnimals,
  profileColors,
} from '@colorbook/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { ChoiceGroup } from '../../components/choice-group';
import { FormAlert } from '../../components/form-alert';
import { ProfileAvatar } from '../../components/profile-avatar';
import { SheetDialog } from '../../components/sheet-dialog';
import { SwitchRow } from '../../components/switch-row';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { AnimalChoice, ColourChoice } from './avatar-choices';
import { useProfileText } from './profile-strings';
import { createProfile, updateProfile } from './profiles-api';

type Props = {
  /** The profile to edit; absent: a new child. */
  profile?: Profile;
  /** The family's children: a new one starts with a colour and an animal none of them has. */
  siblings: readonly Profile[];
  onSaved: (profile: Profile) => void;
  onClose: () => void;
};

const ageOptions = ageBands.map((value) => ({ value, label: AGE_BAND_LABELS[value] }));

/** The first option none of `taken` has (all taken: the first). */
const firstFree = <T,>(options: readonly T[], taken: readonly T[]): T =>
  options.find((option) => !taken.includes(option)) ?? (options[0] as T);

/** Adds a child or edits one: name, colour, animal, age band and whether uploads are allowed. */
export function ProfileFormDialog({ profile, siblings, onSaved, onClose }: Props) {
  const t = useProfileText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(profile?.name ?? '');
  const [color, setColor] = useState<ProfileColor>(
    () =>
      profile?.avatarColor ??
      firstFree(
        profileColors,
        siblings.map((one) => one.avatarColor),
      ),
  );
  const [animal, setAnimal] = useState<ProfileAnimal>(
    () =>
      profile?.avatarAnimal ??
      firstFree(
        profileAnimals,
        siblings.map((one) => one.avatarAnimal),
      ),
  );
  const [ageBand, setAgeBand] = useState<AgeBand>(profile?.ageBand ?? '6-8');
  const [allowUploads, setAllowUploads] = useState(profile?.allowUploads ?? false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProfileBody.safeParse({
      name,
      avatarColor: color,
      avatarAnimal: animal,
      ageBand,
      allowUploads,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message);
      return;
    }
    setNameError(undefined);
    setError(null);
    setSaving(true);
    const result = profile ? await updateProfile(profile.id, parsed.data) : await createProfile(parsed.data);
    setSaving(false);
    if (!result.ok) {
      setError(failureMessage(result.error));
      return;
    }
    onSaved(result.data);
    dialogRef.current?.close();
  };

  return (
    <SheetDialog
      dialogRef={dialogRef}
      title={profile ? t('editTitle') : t('addTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      testId="profile-form-dialog"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5">
        <div className="flex items-center gap-4">
          <ProfileAvatar profile={{ avatarAnimal: animal, avatarColor: color }} size="large" />
          <TextField
            label={t('nameLabel')}
            hint={t('nameHint')}
            value={name}
            maxLength={PROFILE_NAME_MAX}
            autoComplete="off"
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1"
          />
        </div>

        <ColourChoice value={color} onChange={setColor} />

        <AnimalChoice value={animal} onChange={setAnimal} />

        <ChoiceGroup legend={t('ageLegend')} options={ageOptions} value={ageBand} onChange={setAgeBand} />

        <div className="overflow-hidden rounded-card ring-1 ring-ink-200/70">
          <SwitchRow
            label={t('allowUploadsLabel')}
            description={allowUploads ? t('allowUploadsOn') : t('allowUploadsOff')}
            checked={allowUploads}
            onChange={setAllowUploads}
          />
        </div>

        <FormAlert message={error} />
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => dialogRef.current?.close()}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" busy={saving}>
            {profile ? t('save') : t('create')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
