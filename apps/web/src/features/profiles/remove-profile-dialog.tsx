import type { Profile } from '@colorbook/contract';
import { useRef, useState } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { ProfileAvatar } from '../../components/profile-avatar';
import { SheetDialog } from '../../components/sheet-dialog';
import { failureMessage } from '../../lib/api-errors';
import { useProfileText } from './profile-strings';
import { deleteProfile } from './profiles-api';

type Props = { profile: Profile; onRemoved: (id: number) => void; onClose: () => void };

/** Removing a child keeps nothing of them, so it is asked first. */
export function RemoveProfileDialog({ profile, onRemoved, onClose }: Props) {
  const t = useProfileText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const handleRemove = async () => {
    setError(null);
    setRemoving(true);
    const result = await deleteProfile(profile.id);
    setRemoving(false);
    // Already gone (removed in another tab): what was asked for is done.
    if (!result.ok && result.error.status !== 404) {
      setError(failureMessage(result.error));
      return;
    }
    onRemoved(profile.id);
    dialogRef.current?.close();
  };

  return (
    <SheetDialog
      dialogRef={dialogRef}
      title={t('removeTitle', { name: profile.name })}
      onClose={onClose}
      closeLabel={t('close')}
      testId="remove-profile-dialog"
    >
      <div className="flex items-center gap-4 rounded-card bg-coral-50 p-4 ring-1 ring-coral-200">
        <ProfileAvatar profile={profile} size="medium" />
        <p className="font-semibold text-ink-800">{t('removeBody')}</p>
      </div>
      <FormAlert message={error} />
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => dialogRef.current?.close()}>
          {t('cancel')}
        </Button>
        <Button variant="accent" className="flex-1" busy={removing} onClick={() => void handleRemove()}>
          {t('removeConfirm')}
        </Button>
      </div>
    </SheetDialog>
  );
}
