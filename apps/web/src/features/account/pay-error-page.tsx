import { CircleX, RotateCcw, UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PayResultCard } from './pay-result-card';

/** The reason /payment was given, if any (e.g. 'This payment was not found.'). */
function reasonOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' && state.message.trim() ? state.message : null;
}

export function PayErrorPage() {
  const reason = reasonOf(useLocation().state);
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'pay.error.header' })} />
      <PayResultCard
        icon={CircleX}
        tone="danger"
        title={intl.formatMessage({ id: 'pay.error.title' })}
        actions={
          <>
            <ButtonLink to="/checkout" size="lg">
              <RotateCcw className="size-5" aria-hidden="true" />
              <FormattedMessage id="pay.error.backToCheckout" />
            </ButtonLink>
            <ButtonLink to="/account" variant="secondary" size="lg">
              <UserRound className="size-5" aria-hidden="true" />
              <FormattedMessage id="pay.error.myAccount" />
            </ButtonLink>
          </>
        }
      >
        {reason && (
          <p className="rounded-control bg-danger-50 px-4 py-2 font-semibold text-danger-700">{reason}</p>
        )}
        <p>
          <FormattedMessage id="pay.error.text" />
        </p>
      </PayResultCard>
    </>
  );
}

export { PayErrorPage as Component };
