import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-speaking server for tests (DESIGN §10: outside services are not mocked inside the
 * code under test). Path-style PUT/GET/HEAD/DELETE on one bucket, S3's XML errors, and the
 * SigV4 request shape the SDK must send: credential scope with our key id, signed date, and a
 * payload hash that matches the body. It does not recompute signatures.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { data: Buffer; contentType: string; cacheControl?: string }>;
  /** While true, every request gets a 500 InternalError (S3 being down). */
  failing: boolean;
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (res: http.ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

export async function startS3StandIn(): Promise<S3StandIn> {
  const standIn = {
    bucket: 'colorbook-test',
    accessKeyId: 'TESTKEYID',
    secretAccessKey: 'test-secret',
    objects: new Map(),
    failing: false,
    requests: [] as string[],
  } as Omit<S3StandIn, 'endpoint' | 'close'>;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    standIn.requests.push(`${req.method} ${url.pathname}`);

    if (standIn.failing) return xmlError(res, 500, 'InternalError', 'We encountered an internal error.');
    const auth = req.headers.authorization ?? '';
    if (
      !auth.startsWith(`AWS4-HMAC-SHA256 Credential=${standIn.accessKeyId}/`) ||
      !req.headers['x-amz-date']
    ) {
      return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      return xmlError(
        res,
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 does not match.',
      );
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== standIn.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The bucket does not exist.');
    const key = decodeURIComponent(rest.join('/'));

    if (req.method === 'PUT') {
      standIn.objects.set(key, {
        data: body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'DELETE') {
      standIn.objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const object = standIn.objects.get(key);
    if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': object.data.length,
      'last-modified': new Date().toUTCString(),
      etag: `"${createHash('md5').update(object.data).digest('hex')}"`,
    });
    res.end(req.method === 'HEAD' ? undefined : object.data);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
