import { AGE_BAND_LABELS, PROFILES_MAX, type Profile } from '@colorbook/contract';
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ArtworkCredit } from '../../components/artwork-credit';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-store';
import { forgetProfileDrafts } from '../../lib/device-drafts';
import { ParentPinPanel } from './parent-pin-panel';
import { ProfileFormDialog } from './profile-form-dialog';
import { useProfileText } from './profile-strings';
import { RemoveProfileDialog } from './remove-profile-dialog';
import { useProfiles, useSetCachedProfiles } from './use-profiles';

type Editing = { kind: 'add' } | { kind: 'edit'; profile: Profile } | { kind: 'remove'; profile: Profile };

/** The account screen's "Family": the child profiles, adding, editing and removing them, and the parent PIN. */
export function FamilySection() {
  const t = useProfileText();
  const profiles = useProfiles();
  const setCached = useSetCachedProfiles();
  const userId = useAuth((state) => state.user?.id ?? null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [askForPin, setAskForPin] = useState(false);
  const close = () => setEditing(null);

  const list = profiles.status === 'ready' ? profiles.data : [];
  const full = list.length >= PROFILES_MAX;

  const handleSaved = (saved: Profile) => {
    // The first child: the PIN that keeps the grown-up things closed is asked right away.
    if (list.length === 0) setAskForPin(true);
    setCached((old) =>
      old.some((one) => one.id === saved.id)
        ? old.map((one) => (one.id === saved.id ? saved : one))
        : [...old, saved],
    );
  };
  const handleRemoved = (id: number) => {
    setCached((old) => old.filter((one) => one.id !== id));
    if (userId !== null) void forgetProfileDrafts(userId, id);
  };

  return (
    <Card className="p-6 sm:p-8" data-testid="family-section">
      <h2 className="text-lg font-extrabold">{t('familyTitle')}</h2>
      <p className="mt-1 mb-5 text-sm text-ink-600">{t('familyDescription')}</p>

      {profiles.status === 'loading' && (
        <div className="grid min-h-24 place-items-center text-brand-600" aria-hidden="true">
          <Spinner className="size-7" label="" />
        </div>
      )}
      {profiles.status === 'error' && (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold text-ink-700">{t('familyLoadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={profiles.reload}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('tryAgain')}
          </Button>
        </div>
      )}

      {profiles.status === 'ready' && (
        <>
          {list.length === 0 ? (
            <p className="mb-4 rounded-card bg-ink-50 px-4 py-5 text-center font-semibold text-ink-600">
              {t('familyEmpty')}
            </p>
          ) : (
            <ul className="mb-4 grid gap-3 sm:grid-cols-2">
              {list.map((child) => (
                <li
                  key={child.id}
                  className="flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-ink-200/70"
                  data-testid="profile-card"
                >
                  <ProfileAvatar profile={child} size="medium" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold text-ink-900">{child.name}</p>
                    <p className="text-sm text-ink-600">
                      {t('ageBandValue', { age: AGE_BAND_LABELS[child.ageBand] })}
                    </p>
                    {child.allowUploads && (
                      <p className="text-xs font-semibold text-mint-700">{t('uploadsAllowed')}</p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => setEditing({ kind: 'edit', profile: child })}
                    className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
                    aria-label={t('editLabel', { name: child.name })}
                  >
                    <Pencil className="size-5" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => setEditing({ kind: 'remove', profile: child })}
                    className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-danger-50 hover:text-danger-700"
                    aria-label={t('removeLabel', { name: child.name })}
                  >
                    <Trash2 className="size-5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col items-start gap-2">
            <Button
              variant="secondary"
              disabled={full}
              aria-describedby={full ? 'family-full' : undefined}
              onClick={() => setEditing({ kind: 'add' })}
            >
              <Plus className="size-5" aria-hidden="true" />
              {t('addChild')}
            </Button>
            {full && (
              <p id="family-full" className="text-sm text-ink-600">
                {t('familyFull')}
              </p>
            )}
          </div>
        </>
      )}

      <ParentPinPanel askForPin={askForPin && editing === null} onAsked={() => setAskForPin(false)} />
      {/* The avatars are OpenMoji animals, whose licence asks for credit where they are shown. */}
      {list.length > 0 && <ArtworkCredit className="mt-6" />}

      {editing?.kind === 'add' && <ProfileFormDialog siblings={list} onSaved={handleSaved} onClose={close} />}
      {editing?.kind === 'edit' && (
        <ProfileFormDialog
          key={editing.profile.id}
          profile={editing.profile}
          siblings={list}
          onSaved={handleSaved}
          onClose={close}
        />
      )}
      {editing?.kind === 'remove' && (
        <RemoveProfileDialog profile={editing.profile} onRemoved={handleRemoved} onClose={close} />
      )}
    </Card>
  );
}
