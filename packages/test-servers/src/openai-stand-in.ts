import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { syntheticLineArt } from './test-pictures';

/**
 * A small OpenAI-compatible server for tests (DESIGN §10: outside services are not mocked inside
 * the code under test). It speaks images/generations (base64 or URL answers), moderations and
 * chat/completions, checks the bearer key like the real API, and can be told to fail with
 * OpenAI's error JSON or to answer slowly.
 */
export interface ScriptedReply {
  status: number;
  /** OpenAI error fields; ignored for 200. */
  error?: { message: string; type?: string; code?: string | null };
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface OpenAiStandIn {
  baseURL: string;
  apiKey: string;
  /** Replies for the next image requests, used in order before the default success. */
  imageReplies: ScriptedReply[];
  /** How successful image answers carry the picture. */
  imageFormat: 'b64_json' | 'url';
  /** Where URL answers point; null (the default) is this server's own /files/page.png. */
  imageUrl: string | null;
  /** The PNG a successful generation returns. */
  image: Buffer;
  /**
   * Images for the next successful generations, used in order before `image`: a test scripts
   * what the model draws, e.g. a grey page and then a clean one (see provider-pages.ts).
   */
  imageSequence: Buffer[];
  flagged: boolean;
  suggestion: string;
  requests: { method: string; path: string; body: Record<string, unknown>; authorization?: string }[];
  close(): Promise<void>;
}

const sendJson = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const state = {
    apiKey: 'sk-test-stand-in-key',
    imageReplies: [] as ScriptedReply[],
    imageFormat: 'b64_json' as 'b64_json' | 'url',
    imageUrl: null as string | null,
    image: await syntheticLineArt(1024, 1024),
    imageSequence: [] as Buffer[],
    flagged: false,
    suggestion: 'A happy turtle reading a book on the beach',
    requests: [] as OpenAiStandIn['requests'],
  };
  const timers = new Set<NodeJS.Timeout>();
  /** What each URL answer points at (/files/page-<n>.png), so a download gets its own image. */
  const served = new Map<string, Buffer>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    state.requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });

    if (req.method === 'GET' && (path === '/files/page.png' || served.has(path))) {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(served.get(path) ?? state.image);
    }
    if (req.headers.authorization !== `Bearer ${state.apiKey}`) {
      return sendJson(res, 401, {
        error: {
          message: 'Incorrect API key provided: sk-wr***ong.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    if (req.method === 'POST' && path === '/v1/images/generations') {
      const reply = state.imageReplies.shift() ?? { status: 200 };
      if (reply.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, reply.delayMs);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (res.destroyed) return;
      }
      if (reply.status !== 200) {
        return sendJson(
          res,
          reply.status,
          { error: { type: 'invalid_request_error', code: null, ...reply.error } },
          reply.headers,
        );
      }
      if (typeof body.prompt !== 'string' || body.size !== '1024x1024') {
        return sendJson(res, 400, {
          error: { message: 'Invalid request', type: 'invalid_request_error', code: null },
        });
      }
      const { port } = server.address() as AddressInfo;
      const scripted = state.imageSequence.shift();
      const image = scripted ?? state.image;
      const file = scripted ? `/files/page-${served.size + 1}.png` : '/files/page.png';
      if (scripted) served.set(file, scripted);
      const item =
        state.imageFormat === 'url'
          ? { url: state.imageUrl ?? `http://127.0.0.1:${port}${file}` }
          : { b64_json: image.toString('base64') };
      return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [item] });
    }
    if (req.method === 'POST' && path === '/v1/moderations') {
      return sendJson(res, 200, {
        id: 'modr-test',
        model: 'omni-moderation-latest',
        results: [
          {
            flagged: state.flagged,
            categories: { violence: state.flagged },
            category_scores: { violence: state.flagged ? 0.99 : 0.01 },
          },
        ],
      });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      return sendJson(res, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: `"${state.suggestion}."` },
          },
        ],
      });
    }
    sendJson(res, 404, {
      error: { message: `Unknown path ${path}`, type: 'invalid_request_error', code: 'not_found' },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
