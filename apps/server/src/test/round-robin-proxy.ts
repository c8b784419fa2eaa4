import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer for the scale-out test, behaving like nginx's `upstream` with
 * `proxy_next_upstream error`: requests go round-robin to the backends that are in rotation; a
 * refused connection (the request never reached a process) is tried on the next backend, any
 * method; an error after the request was sent is retried only for GET and HEAD, otherwise the
 * client gets a 502 (the write may or may not have happened, as with nginx).
 */
export interface RoundRobinProxy {
  url: string;
  /** Ports in rotation; `drain` takes one out and waits until its in-flight requests end. */
  add(port: number): void;
  drain(port: number): Promise<void>;
  remove(port: number): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  let backends = [...ports];
  const inFlight = new Map<number, number>();
  let next = 0;
  // No keep-alive towards the backends: a stopped process holds no idle connection we would reuse.
  const agent = new http.Agent({ keepAlive: false });

  function pick(exclude: Set<number>): number | undefined {
    for (let i = 0; i < backends.length; i++) {
      const port = backends[next++ % backends.length];
      if (port !== undefined && !exclude.has(port)) return port;
    }
    return undefined;
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<number>();
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    for (;;) {
      const port = pick(tried);
      if (port === undefined) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'No server is available.', code: 'BAD_GATEWAY' }));
        return;
      }
      tried.add(port);
      inFlight.set(port, (inFlight.get(port) ?? 0) + 1);
      const outcome = await new Promise<'done' | 'refused' | 'failed'>((resolve) => {
        const upstream = http.request(
          { port, host: '127.0.0.1', method: req.method, path: req.url, headers: req.headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', () => resolve('done'));
            answer.on('error', () => resolve('done'));
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) =>
          resolve(err.code === 'ECONNREFUSED' ? 'refused' : 'failed'),
        );
        upstream.end(body);
      });
      inFlight.set(port, (inFlight.get(port) ?? 1) - 1);
      if (outcome === 'done') return;
      if (res.headersSent) return void res.destroy();
      if (outcome === 'failed' && !idempotent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The server went away.', code: 'BAD_GATEWAY' }));
        return;
      }
    }
  });
  // Idle client connections stay open far longer than the test is ever idle (nginx keeps them
  // 75 s). With Node's 5 s default, a request sent on a connection as the proxy closes it meets
  // a reset (read ECONNRESET): a race of this stand-in, not of the processes behind it.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 80_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add(p) {
      if (!backends.includes(p)) backends.push(p);
    },
    remove(p) {
      backends = backends.filter((b) => b !== p);
    },
    async drain(p) {
      backends = backends.filter((b) => b !== p);
      while ((inFlight.get(p) ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
