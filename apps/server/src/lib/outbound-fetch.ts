import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { assertLiteralAllowed, type OutboundPolicy, outboundLookup } from './outbound-address';

/**
 * A `fetch` for calls to services whose address an admin typed (the OpenAI-compatible API and
 * its image links, VirtPay). It is node:http underneath rather than the global fetch because
 * only a socket's `lookup` lets the address check and the connection use one resolution (the
 * global fetch's dispatcher is not reachable without the undici package). It never follows a
 * redirect: the 3xx comes back as it is, as `redirect: 'manual'` would, and callers decide.
 * Like fetch, it asks for compressed bodies and hands them on decoded.
 */
export function createOutboundFetch(policy: OutboundPolicy): typeof fetch {
  const lookup = outboundLookup(policy);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`fetch failed: ${url.protocol} is not http(s)`);
    }
    request.signal.throwIfAborted();
    assertLiteralAllowed(url.hostname, policy);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, deflate, br',
      ...Object.fromEntries(request.headers),
    };
    if (body) headers['content-length'] = String(body.length);
    const transport = url.protocol === 'https:' ? https : http;

    return new Promise<Response>((resolve, reject) => {
      const outgoing = transport.request(
        url,
        { method: request.method, headers, lookup, agent: false, signal: request.signal },
        (incoming) => {
          // Aborting after the answer started must end the body too (a stalled download).
          const stop = () => incoming.destroy(request.signal.reason);
          request.signal.addEventListener('abort', stop, { once: true });
          incoming.once('close', () => request.signal.removeEventListener('abort', stop));
          try {
            resolve(toResponse(incoming, request.method));
          } catch (error) {
            incoming.destroy();
            reject(new TypeError('fetch failed', { cause: error }));
          }
        },
      );
      outgoing.once('error', (error) =>
        reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error })),
      );
      outgoing.end(body);
    });
  };
}

function toResponse(incoming: http.IncomingMessage, method: string): Response {
  const status = incoming.statusCode ?? 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const noBody = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  if (noBody) {
    incoming.resume();
    return new Response(null, { status, statusText: incoming.statusMessage, headers });
  }
  const decoder = decoders[headers.get('content-encoding')?.trim().toLowerCase() ?? ''];
  let stream: Readable = incoming;
  if (decoder) {
    // The length and coding were the compressed body's; the reader gets the decoded one.
    headers.delete('content-encoding');
    headers.delete('content-length');
    stream = pipeline(incoming, decoder(), () => {});
  }
  const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  return new Response(body, { status, statusText: incoming.statusMessage, headers });
}

const decoders: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

const fetches = new Map<boolean, typeof fetch>();

/** One outbound fetch per policy, shared: it holds no state but the policy. */
export function outboundFetch(policy: OutboundPolicy): typeof fetch {
  let made = fetches.get(policy.allowPrivate);
  if (!made) {
    made = createOutboundFetch(policy);
    fetches.set(policy.allowPrivate, made);
  }
  return made;
}
