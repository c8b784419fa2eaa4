import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Any HTTP host, for tests of where the server does (or must not) send requests: an image host,
 * a host a link redirects to, or an address a secret must never reach. It answers with `reply`
 * (an empty 200 by default) and records every request.
 */
export interface RecordingServer {
  port: number;
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

export async function startRecordingServer(
  reply: (path: string, res: http.ServerResponse) => void = (_path, res) => res.end(),
): Promise<RecordingServer> {
  const requests: RecordingServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
    });
    reply(req.url ?? '', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
