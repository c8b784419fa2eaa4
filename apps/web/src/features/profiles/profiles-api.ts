import {
  type CreateProfileBody,
  type ParentGateState,
  type Profile,
  type ProfileList,
  parentGateState,
  profile,
  profileList,
  type SessionToken,
  type SetPinBody,
  sessionToken,
  type UpdateProfileBody,
} from '@colorbook/contract';
import { type ApiResult, request } from '../../lib/api';

/*
 * The family calls of issue 24, typed by the contract. The family screens show their failures
 * inline (silent), beside the form or card that made the call.
 */

export const PROFILES_QUERY_KEY = ['profiles'] as const;
export const PARENT_GATE_QUERY_KEY = ['parent-gate'] as const;

export const fetchProfiles = (signal?: AbortSignal): Promise<ApiResult<ProfileList>> =>
  request('GET', '/profiles', { schema: profileList, signal, silent: true });

export const createProfile = (body: CreateProfileBody): Promise<ApiResult<Profile>> =>
  request('POST', '/profiles', { body, schema: profile, silent: true });

export const updateProfile = (id: number, body: UpdateProfileBody): Promise<ApiResult<Profile>> =>
  request('PATCH', `/profiles/${id}`, { body, schema: profile, silent: true });

export const deleteProfile = (id: number): Promise<ApiResult<unknown>> =>
  request('DELETE', `/profiles/${id}`, { silent: true });

export const fetchParentGate = (signal?: AbortSignal): Promise<ApiResult<ParentGateState>> =>
  request('GET', '/profiles/gate', { schema: parentGateState, signal, silent: true });

export const setParentPin = (body: SetPinBody): Promise<ApiResult<unknown>> =>
  request('PUT', '/profiles/pin', { body, silent: true });

/** POST /profiles/{id}/session: the child's session; the grown-up's ends on the server. */
export const startChildSession = (id: number): Promise<ApiResult<SessionToken>> =>
  request('POST', `/profiles/${id}/session`, { schema: sessionToken });
