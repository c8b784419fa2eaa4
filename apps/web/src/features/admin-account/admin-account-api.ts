import {
  type AppStatus,
  type AuditEntry,
  appStatus,
  auditList,
  type Setting,
  type SettingName,
  settingList,
  updated,
} from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/* The admin account's reads and the settings save (spec §7); each panel shows its own failure. */

/** GET /settings/list as an admin: public settings, and the secret ones masked. */
export function fetchAdminSettings(signal: AbortSignal): Promise<ApiResult<Setting[]>> {
  return request('GET', '/settings/list', { schema: settingList, silent: true, signal });
}

export function fetchAppStatus(signal: AbortSignal): Promise<ApiResult<AppStatus>> {
  return request('GET', '/app/status', { schema: appStatus, silent: true, signal });
}

export function fetchAudit(signal: AbortSignal): Promise<ApiResult<AuditEntry[]>> {
  return request('GET', '/admin/audit/list', { schema: auditList, silent: true, signal });
}

/** PATCH /settings/{name}/update {value}; the form shows a refusal at the setting's field. */
export function updateSetting(name: SettingName, value: string) {
  return request('PATCH', `/settings/${name}/update`, { body: { value }, schema: updated, silent: true });
}
