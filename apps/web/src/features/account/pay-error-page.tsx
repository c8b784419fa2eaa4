import { CircleX, RotateCcw, UserRound } from 'lucide-react';
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
  return (
    <>
      <PageHeader title="Payment not completed" />
      <PayResultCard
        icon={CircleX}
        tone="danger"
        title="The payment did not go through"
        actions={
          <>
            <ButtonLink to="/checkout" size="lg">
              <RotateCcw className="size-5" aria-hidden="true" />
              Back to checkout
            </ButtonLink>
            <ButtonLink to="/account" variant="secondary" size="lg">
              <UserRound className="size-5" aria-hidden="true" />
              My account
            </ButtonLink>
          </>
        }
      >
        {reason && (
          <p className="rounded-control bg-danger-50 px-4 py-2 font-semibold text-danger-700">{reason}</p>
        )}
        <p>
          The payment was declined, canceled or could not be confirmed, so nothing was added to your account.
          You can try again at any time.
        </p>
      </PayResultCard>
    </>
  );
}

export { PayErrorPage as Component };
