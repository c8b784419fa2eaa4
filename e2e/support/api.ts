// The API as the journeys use it to set the scene (accounts, pages) before driving the screens.
import { inject } from 'vitest';
import { oneTimeCode, waitForMail } from './mail';

// Bounds a failure, not speed: on a loaded 2-core machine a queue of 24 offline pages (each now
// also keyed from its drawings and stored with its SVG) takes more than a minute.
export const GENERATION_TIMEOUT_MS = 120_000;

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

/**
 * Starts a checkout on the test-payments provider (the e2e server runs with NODE_ENV test) and
 * returns the test payment's id, still pending.
 */
export async function testCheckoutViaApi(
  token: string,
  order: { plan: string } | { amount: number },
): Promise<string> {
  const { url } = await apiCall<{ url: string }>('POST', '/stripe/checkout', token, order);
  const id = new URL(url, inject('baseURL')).searchParams.get('id');
  if (!url.startsWith('/payment/test?') || !id) throw new Error(`Not a test checkout: ${url}`);
  return id;
}

/** Buys a plan the way the screens do: test checkout, 'Pay', then the return to /payment confirms it. */
export async function subscribeViaApi(token: string, plan: string): Promise<void> {
  const id = await testCheckoutViaApi(token, { plan });
  await apiCall('POST', '/payments/test/complete', token, { id, outcome: 'paid' });
  const confirmed = await apiCall<{ status: string }>('POST', '/payments/confirm', token, {
    provider: 'test',
    id,
  });
  if (confirmed.status !== 'paid') throw new Error(`The ${plan} plan was not paid: ${confirmed.status}`);
}
