import { publicSettingNames, type Setting, type SettingName, secretSettingNames } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../lib/auth-user';
import { isUrlAllowed, type OutboundPolicy } from '../../lib/outbound-address';
import { maskSecret } from '../../lib/secrets';
import { recordAudit } from '../audit/audit.service';
import { findStoredFileByKey } from '../storage/storage.repo';
import { keyOfFilesUrl } from '../storage/storage-keys';
import {
  checkSetting,
  isSecretSetting,
  isSettingName,
  type SettingWrite,
  secretOfUrl,
} from './setting-rules';
import { deleteSetting, listSettings, type SettingRow, upsertSetting } from './settings.repo';

/** Keeps only the allowed names, in the contract's order, so the response is stable. */
export function presentSettings(rows: SettingRow[], allowed: readonly SettingName[]): Setting[] {
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  return allowed.flatMap((name) => {
    const value = byName.get(name);
    return value === undefined ? [] : [{ name, value }];
  });
}

/**
 * Secret settings for an admin: every name, set or not ('' when unset), each value masked so
 * the admin screen can show which keys are configured without the raw key ever leaving the
 * server (the spec's client sends a secret only when the admin types a new one).
 */
export function presentSecrets(rows: SettingRow[]): Setting[] {
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  return secretSettingNames.map((name) => ({ name, value: maskSecret(byName.get(name) ?? '') }));
}

/**
 * Who may read which setting. Public ones go to everyone (the landing and the app shell need
 * them before sign-in). Secret ones (API keys, payment credentials) only to admins, masked.
 */
export interface SettingsService {
  list(viewer: AuthUser | null): Promise<Setting[]>;
  /** Admin: validated per name (setting-rules.ts); a secret sent empty is cleared. */
  update(actor: AuthUser, name: string, value: string): Promise<{ updated: true }>;
}

/** The audit detail: a secret's value never appears, nor the long JSON of the website. */
function auditDetail(name: SettingName, write: SettingWrite): string {
  if (write.kind === 'clear') return 'cleared';
  if (isSecretSetting(name)) return 'new value (hidden)';
  if (name === 'app_name' || name === 'tagline') return `now "${write.value}"`;
  return 'changed';
}

/** OutboundPolicy: whether URL settings may name private addresses (ALLOW_PRIVATE_OUTBOUND). */
export function createSettingsService(db: Db, outbound: OutboundPolicy): SettingsService {
  return {
    async list(viewer) {
      const publicOnes = presentSettings(await listSettings(db, publicSettingNames), publicSettingNames);
      if (!viewer?.admin || viewer.blocked) return publicOnes;
      return [...publicOnes, ...presentSecrets(await listSettings(db, secretSettingNames))];
    },

    async update(actor, name, raw) {
      if (!isSettingName(name)) throw badRequest(`There is no setting named ${name}.`);
      const write = await checkSetting(name, raw, {
        async isUploadedImage(url) {
          const key = keyOfFilesUrl(url);
          const file = key === null ? null : await findStoredFileByKey(db, key);
          return file?.contentType.startsWith('image/') ?? false;
        },
        isAllowedOutbound: (url) => isUrlAllowed(url, outbound),
      });
      await db.transaction(async (tx) => {
        const [current] = await listSettings(tx, [name]);
        const unchanged = write.kind === 'clear' ? !current : current?.value === write.value;
        if (unchanged) return;
        if (write.kind === 'clear') await deleteSetting(tx, name);
        else await upsertSetting(tx, name, write.value);
        await recordAudit(tx, {
          actorId: actor.id,
          action: write.kind === 'clear' ? 'setting.clear' : 'setting.update',
          target: name,
          detail: auditDetail(name, write),
        });
        // The secret was given for the old address; the admin enters it again for the new one.
        const secret = secretOfUrl[name];
        const [stored] = secret ? await listSettings(tx, [secret]) : [];
        if (secret && stored) {
          await deleteSetting(tx, secret);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'setting.clear',
            target: secret,
            detail: `cleared because ${name} changed`,
          });
        }
      });
      return { updated: true };
    },
  };
}
