// Local Stripe and VirtPay servers that speak the real protocols, for walking through the money
// path by hand without accounts at either (the tests use the same servers). Start it, start the
// app with the printed environment, set the printed settings, and buy: the stand-in's hosted
// "Pay" page completes the Checkout session, sends Stripe's signed webhooks and returns you to
// /payment.
//
//   node --import tsx scripts/payment-stand-ins.ts [PUBLIC_URL]
import { startStripeStandIn } from '@colorbook/test-servers/stripe-stand-in';
import { startVirtpayStandIn } from '@colorbook/test-servers/virtpay-stand-in';

const publicUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const stripe = await startStripeStandIn();
const virtpay = await startVirtpayStandIn();
stripe.webhookUrl = `${publicUrl}/api/stripe/webhook`;
const starter = stripe.createPrice(900);
const advanced = stripe.createPrice(1900);

console.log(`Stripe stand-in on ${stripe.baseURL}, VirtPay stand-in on ${virtpay.href}

Start the app with (ALLOW_PRIVATE_OUTBOUND: the VirtPay stand-in is on this machine):
  STRIPE_API_URL=${stripe.baseURL} STRIPE_SECRET_KEY=${stripe.apiKey} STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret} ALLOW_PRIVATE_OUTBOUND=true npm start

As an admin, set the Stripe price ids of the plans: starter ${starter}, advanced ${advanced}
and, for tokens, the VirtPay settings: href ${virtpay.href}, bearer token ${virtpay.bearerToken},
any merchant number and id, and an amount per token (e.g. 0.80).
Both hosted payment pages have Pay and Cancel buttons. Ctrl-C stops both.`);

const stop = async () => {
  await Promise.all([stripe.close(), virtpay.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
