import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as VirtPay's API answers it. */
export interface VirtpayPayment {
  id: string;
  status: 'pending' | 'paid' | 'failed' | 'canceled';
  reference: string;
  tokens: number;
  amount_eur: string;
}

/**
 * A VirtPay server speaking DESIGN §6's protocol, for tests and local walk-throughs: it creates
 * payments, answers re-reads, and plays the payer (pay, fail, cancel), POSTing `{id}` to the
 * callback URL as VirtPay does. `tamper` changes what it reports, to test that we check it.
 */
export interface VirtpayStandIn {
  href: string;
  bearerToken: string;
  payments: Map<
    string,
    VirtpayPayment & { callback_url: string; return_url: string; body: Record<string, unknown> }
  >;
  /** Answer the next N calls with 500. */
  failNext: number;
  settle(id: string, status: 'paid' | 'failed' | 'canceled'): Promise<number>;
  tamper(id: string, fields: Partial<VirtpayPayment>): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startVirtpayStandIn(): Promise<VirtpayStandIn> {
  const payments: VirtpayStandIn['payments'] = new Map();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // The payer's page: pay or cancel, then back to the shop's return address, as VirtPay does.
    const page = path.match(/^\/pay\/([^/]+)$/);
    const payment = page ? payments.get(page[1] as string) : undefined;
    if (page && payment && req.method === 'POST') {
      const outcome = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('outcome');
      await standIn.settle(payment.id, outcome === 'paid' ? 'paid' : 'canceled').catch(() => 0);
      res.writeHead(303, { location: payment.return_url });
      return res.end();
    }
    if (page) {
      res.writeHead(payment ? 200 : 404, { 'content-type': 'text/html' });
      return res.end(
        payment
          ? `<!doctype html><html lang="en"><title>VirtPay (stand-in)</title><h1>Pay ${payment.tokens} tokens (EUR ${payment.amount_eur})</h1>` +
              '<form method="post"><button name="outcome" value="paid">Pay</button> <button name="outcome" value="canceled">Cancel</button></form></html>'
          : '<!doctype html><title>Not found</title><p>Unknown payment.</p>',
      );
    }
    if (req.headers.authorization !== `Bearer ${standIn.bearerToken}`)
      return json(res, 401, { error: 'unauthorized' });
    if (standIn.failNext > 0) {
      standIn.failNext -= 1;
      return json(res, 500, { error: 'internal' });
    }
    if (req.method === 'POST' && path === '/payments') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      for (const field of [
        'merchant_number',
        'merchant_id',
        'reference',
        'tokens',
        'amount_eur',
        'callback_url',
        'return_url',
      ]) {
        if (body[field] === undefined) return json(res, 422, { error: `${field} is required` });
      }
      const id = `vp_${randomBytes(10).toString('hex')}`;
      payments.set(id, {
        id,
        status: 'pending',
        reference: String(body.reference),
        tokens: Number(body.tokens),
        amount_eur: String(body.amount_eur),
        callback_url: String(body.callback_url),
        return_url: String(body.return_url),
        body,
      });
      return json(res, 201, { id, payment_url: `${standIn.href}/pay/${id}`, status: 'pending' });
    }
    const read = req.method === 'GET' ? path.match(/^\/payments\/([^/]+)$/) : null;
    const found = read ? payments.get(read[1] as string) : undefined;
    if (!found) return json(res, 404, { error: 'not found' });
    const { id, status, reference, tokens, amount_eur } = found;
    return json(res, 200, { id, status, reference, tokens, amount_eur });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: VirtpayStandIn = {
    href: `http://127.0.0.1:${port}`,
    bearerToken: 'vp-test-bearer-token',
    payments,
    failNext: 0,
    async settle(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`unknown VirtPay payment ${id}`);
      payment.status = status;
      const response = await fetch(payment.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      return response.status;
    },
    tamper(id, fields) {
      const payment = payments.get(id);
      if (payment) Object.assign(payment, fields);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
