import { publicSettingNames, type Setting, type SettingName } from '@colorbook/contract';
import type { Db } from '../../db/client';
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
 * Who may read which setting. Public ones go to everyone (the landing and the app shell need
 * them before sign-in). Secret ones (API keys, payment credentials) are for admins only, and
 * masked: the admin settings feature adds a viewer-aware `list` that allows
 * `secretSettingNames` too and masks their values before `presentSettings`.
 */
export interface SettingsService {
  listPublic(): Promise<Setting[]>;
}

export function createSettingsService(db: Db): SettingsService {
  return {
    async listPublic() {
      return presentSettings(await listSettings(db, publicSettingNames), publicSettingNames);
    },
  };
}
