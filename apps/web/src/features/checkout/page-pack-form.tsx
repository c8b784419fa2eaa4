import { MAX_PAGES_PER_PURCHASE, type PaymentOptions } from '@colorbook/contract';
import { CreditCard, Lock, Wallet } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ChoiceGroup } from '../../components/choice-group';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { formatMoney } from '../../lib/billing-format';
import { goToPayment, type PaymentMethod, startPagesCheckout } from './checkout-api';
import { pagesPrice, parsePagesAmount, tokensPrice } from './pricing';

/** Labels and hints are catalogue keys. */
const METHODS = [
  { value: 'card', label: 'checkout.method.card', hint: 'checkout.method.cardHint', icon: CreditCard },
  { value: 'virtpay', label: 'checkout.method.virtpay', hint: 'checkout.method.virtpayHint', icon: Wallet },
] as const;

/** The ways to pay for pages this server offers (card first). */
function methodsOf(options: PaymentOptions): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (options.card) methods.push('card');
  if (options.virtpay && options.token_price_eur !== null) methods.push('virtpay');
  return methods;
}

/**
 * Spec §2/§5 Buy Pages: number of pages, its price, the terms checkbox and proceed, which stays
 * disabled until the terms are ticked and a number is filled in. Non-numeric or zero does nothing.
 */
export function PagePackForm({ options }: { options: PaymentOptions }) {
  const intl = useIntl();
  const methodChoices = useMemo(
    () =>
      METHODS.map((choice) => ({
        ...choice,
        label: intl.formatMessage({ id: choice.label }),
        hint: intl.formatMessage({ id: choice.hint }),
      })),
    [intl],
  );
  const methods = methodsOf(options);
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'card');
  const [amount, setAmount] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const termsId = useId();

  const parsed = parsePagesAmount(amount);
  const pages = parsed.kind === 'ok' ? parsed.pages : null;
  const canProceed = terms && amount.trim() !== '' && !busy;

  const handleProceed = async (event: FormEvent) => {
    event.preventDefault();
    // Non-numeric or zero aborts silently (spec §5); a refused number is already shown inline.
    if (!canProceed || parsed.kind !== 'ok') return;
    setError(null);
    setBusy(true);
    const result = await startPagesCheckout(method, parsed.pages);
    if (!result.ok) {
      setBusy(false);
      setError(failureMessage(result.error));
      return;
    }
    // Busy until the browser has left for the payment page.
    goToPayment(result.data.url);
  };

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-extrabold">
        <FormattedMessage id="checkout.pack.title" />
      </h2>
      <p className="mt-1.5 text-ink-600">
        <FormattedMessage id="checkout.pack.text" />
      </p>
      <form noValidate onSubmit={handleProceed} className="mt-6 flex flex-col gap-5">
        <TextField
          label={intl.formatMessage({ id: 'checkout.pack.amountLabel' })}
          name="pages"
          inputMode="numeric"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'checkout.pack.amountPlaceholder' })}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null);
          }}
          error={
            parsed.kind === 'invalid'
              ? intl.formatMessage({ id: parsed.message }, { max: String(MAX_PAGES_PER_PURCHASE) })
              : undefined
          }
          hint={intl.formatMessage(
            { id: 'checkout.pack.amountHint' },
            // The limit as written, without a thousands separator ("1000").
            { max: String(MAX_PAGES_PER_PURCHASE), price: formatMoney(options.page_price) },
          )}
          disabled={busy}
        />
        {methods.length > 1 && (
          <ChoiceGroup
            legend={intl.formatMessage({ id: 'checkout.pack.payWith' })}
            options={methodChoices}
            value={method}
            onChange={setMethod}
            disabled={busy}
          />
        )}
        <PriceSummary options={options} method={method} pages={pages} />
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            disabled={busy}
            className="mt-0.5 size-6 shrink-0 cursor-pointer rounded-md accent-brand-600"
          />
          <label htmlFor={termsId} className="cursor-pointer text-ink-700">
            <FormattedMessage
              id="checkout.pack.agree"
              values={{
                link: (chunks) => (
                  <Link
                    to="/terms"
                    target="_blank"
                    className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </label>
        </div>
        <FormAlert message={error} />
        <Button type="submit" variant="accent" size="lg" disabled={!canProceed} busy={busy}>
          <FormattedMessage id={busy ? 'checkout.pack.opening' : 'checkout.pack.proceed'} />
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-sm text-ink-500">
          <Lock className="size-4" aria-hidden="true" />
          {intl.formatMessage({
            id: method === 'virtpay' ? 'checkout.pack.virtpayNote' : paymentNote(options),
          })}
        </p>
      </form>
    </Card>
  );
}

/** The catalogue key of the line under the button for card payments. */
function paymentNote(options: PaymentOptions): string {
  return options.card === 'test' ? 'checkout.pack.testNote' : 'checkout.pack.stripeNote';
}

type SummaryProps = { options: PaymentOptions; method: PaymentMethod; pages: number | null };

/** The price of the pages typed in, in dollars (card) or tokens and euros (VirtPay). */
function PriceSummary({ options, method, pages }: SummaryProps) {
  const intl = useIntl();
  const virtpay = method === 'virtpay' && options.token_price_eur !== null;
  const tokenPrice = options.token_price_eur ?? 0;
  let total = '—';
  let detail = intl.formatMessage({ id: 'checkout.pack.enterNumber' });
  if (pages !== null) {
    total = virtpay
      ? formatMoney(tokensPrice(pages, tokenPrice), 'EUR')
      : formatMoney(pagesPrice(pages, options.page_price));
    detail = priceDetail(
      intl,
      pages,
      virtpay ? formatMoney(tokenPrice, 'EUR') : formatMoney(options.page_price),
      virtpay,
    );
  }
  return (
    <div
      className="flex items-center justify-between gap-4 rounded-2xl bg-sunny-50 px-4 py-3 ring-1 ring-sunny-200"
      aria-live="polite"
    >
      <div className="min-w-0">
        <p className="text-sm font-bold text-sunny-700">
          <FormattedMessage id={virtpay ? 'checkout.pack.payInTokens' : 'checkout.pack.price'} />
        </p>
        <p className="text-sm text-ink-600">{detail}</p>
      </div>
      <p className="shrink-0 font-display text-3xl font-black text-ink-900" data-testid="checkout-price">
        {total}
      </p>
    </div>
  );
}

/** "20 pages × $0.50" or "20 tokens × €0.40 (1 page = 1 token)". */
const priceDetail = (intl: IntlShape, pages: number, price: string, tokens: boolean): string =>
  intl.formatMessage(
    { id: tokens ? 'checkout.pack.detailTokens' : 'checkout.pack.detailCard' },
    { pages, price },
  );
