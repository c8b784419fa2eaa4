// The API as the journeys use it to set the scene (accounts, pages) before driving the screens.
import { inject } from 'vitest';
import { oneTimeCode, waitForMail } from './mail';

export const GENERATION_TIMEOUT_MS = 45_000;

export type Account = { name: string; email: string; token: string };
type Job = { id: string; status: string; page_id: number | null; error: string | null };

/** A fresh address per call, so journeys never collide on one server. */
export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** One JSON (or multipart, for a FormData body) call; throws with the server's answer on failure. */
export async function apiCall<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs up through the API with the emailed code, as the sign-up screen does. */
export async function signUpViaApi(name: string): Promise<Account> {
  const email = unique(name.toLowerCase().replace(/\W+/g, '-'));
  const sentAfter = Date.now();
  const { token } = await apiCall<{ token: string }>('POST', '/users/sign-up', '', { name, email });
  const otp = oneTimeCode(await waitForMail(email, sentAfter));
  const { authToken } = await apiCall<{ authToken: string }>('POST', '/users/verify', '', { token, otp });
  return { name, email, token: authToken };
}

/** POST /pages/create, then follows the job until it ends (the way the AI screen does). */
export async function createPageViaApi(token: string, prompt: string): Promise<number> {
  let job = await apiCall<Job>('POST', '/pages/create', token, { prompt });
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  while (job.status !== 'succeeded' && job.status !== 'failed') {
    if (Date.now() > deadline) throw new Error(`Generation of "${prompt}" did not finish`);
    // Poll interval of a server-side job (not a wait for app behaviour).
    await new Promise((done) => setTimeout(done, 250));
    job = await apiCall<Job>('GET', `/pages/jobs/${job.id}`, token);
  }
  if (job.status !== 'succeeded' || job.page_id === null) throw new Error(`Generation failed: ${job.error}`);
  return job.page_id;
}
