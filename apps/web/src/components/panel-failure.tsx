import { RotateCcw } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';

/** A dashboard panel whose read failed: what failed and a way to try again. */
export function PanelFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card bg-danger-50 p-5 ring-1 ring-danger-600/20 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-bold text-danger-700">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        <FormattedMessage id="common.tryAgain" />
      </Button>
    </div>
  );
}
