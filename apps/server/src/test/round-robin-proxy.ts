import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * A small HTTP load balancer for the scale-out test, behaving like nginx's `upstream` with
 * `proxy_next_upstream error`: requests go round-robin to the backends that are in rotation; a
 * refused connection (the request never reached a process) is tried on the next backend, any
 * method; an error after the request was sent is retried only for GET and HEAD, otherwise the
 * client gets a 502 (the write may or may not have happened, as with nginx).
 *
 * WebSocket upgrades go round-robin the same way (a refused connection is tried on the next
 * backend) and are then a tunnel to that backend until either side closes: a killed process
 * drops its sockets and the client reconnects through the proxy, as behind nginx. The 101 answer
 * carries BACKEND_HEADER with the backend's port, so a test knows which process it landed on.
 */
export const BACKEND_HEADER = 'x-test-backend-port';

export interface RoundRobinProxy {
  url: string;
  /**
   * Ports in rotation; `drain` takes one out and waits until its in-flight requests end (open
   * WebSocket tunnels are not waited for: they end with their process).
   */
  add(port: number): void;
  drain(port: number): Promise<void>;
  remove(port: number): void;
  /**
   * Drops what backend `port` sends down its open WebSocket tunnels from now on (until it is
   * added again): answers on their way, lost as the process dies.
   */
  mute(port: number): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  let backends = [...ports];
  const inFlight = new Map<number, number>();
  let next = 0;
  const muted = new Set<number>();
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
  // Open WebSocket tunnels: closed with the proxy (upgraded sockets are no longer the server's).
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    void (async () => {
      const tried = new Set<number>();
      for (;;) {
        const port = pick(tried);
        if (port === undefined) {
          client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
          return;
        }
        tried.add(port);
        if ((await tunnel(req, client, head, port)) !== 'refused') return;
      }
    })();
  });

  function tunnel(req: http.IncomingMessage, client: Duplex, head: Buffer, port: number) {
    return new Promise<'done' | 'refused'>((resolve) => {
      const upstream = http.request({
        port,
        host: '127.0.0.1',
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      });
      upstream.on('upgrade', (answer, socket, upstreamHead) => {
        const lines = ['HTTP/1.1 101 Switching Protocols'];
        for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
          lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        lines.push(`${BACKEND_HEADER}: ${port}`);
        client.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (upstreamHead.length > 0) client.write(upstreamHead);
        if (head.length > 0) socket.write(head);
        tunnels.add(client);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => client.destroy());
        client.on('close', () => {
          tunnels.delete(client);
          socket.destroy();
        });
        socket.on('data', (chunk: Buffer) => {
          if (!muted.has(port)) client.write(chunk);
        });
        client.pipe(socket);
        resolve('done');
      });
      // The backend refused the upgrade (a 4xx): passed on as it came, and the connection closed.
      upstream.on('response', async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        client.write(
          `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nconnection: close\r\n` +
            `content-type: ${answer.headers['content-type'] ?? 'text/plain'}\r\n` +
            `content-length: ${body.length}\r\n${BACKEND_HEADER}: ${port}\r\n\r\n`,
        );
        client.end(body);
        resolve('done');
      });
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') return resolve('refused');
        client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
        resolve('done');
      });
      upstream.end();
    });
  }

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
      muted.delete(p);
      if (!backends.includes(p)) backends.push(p);
    },
    mute(p) {
      muted.add(p);
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
        for (const client of tunnels) client.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
