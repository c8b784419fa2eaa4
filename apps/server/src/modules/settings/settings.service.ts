import { publicSettingNames, type Setting, type SettingName, secretSettingNames } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { maskSecret } from '../../lib/secrets';
import type { AuthUser } from '../auth/auth-user';
import { listSettings, type SettingRow } from './settings.repo';

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
}

export function createSettingsService(db: Db): SettingsService {
  return {
    async list(viewer) {
      const publicOnes = presentSettings(await listSettings(db, publicSettingNames), publicSettingNames);
      if (!viewer?.admin || viewer.blocked) return publicOnes;
      return [...publicOnes, ...presentSecrets(await listSettings(db, secretSettingNames))];
    },
  };
}
