import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe (auth tokens, challenge tokens, setup tokens). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of tokens are stored, so a copy of the database yields no usable token. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A 6-digit one-time code from the CSPRNG; `randomInt` has no modulo bias. */
export const randomOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The code's hash is keyed with the raw challenge token, which the database never sees: the
 * million possible codes cannot be brute-forced from a leaked row alone.
 */
export const hashOtp = (challengeToken: string, code: string): string => sha256(`${challengeToken}:${code}`);

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * What an admin sees of a secret setting: enough to recognise which key is set, never enough
 * to use it. Short values are fully masked, since four characters of a short secret is most of it.
 */
export function maskSecret(value: string): string {
  if (value === '') return '';
  const dots = '••••••••';
  return value.length >= 12 ? `${dots}${value.slice(-4)}` : dots;
}
