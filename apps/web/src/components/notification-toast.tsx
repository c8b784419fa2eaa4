import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import {
  dismissNotification,
  type Notification,
  type NotificationVariant,
  useNotification,
} from '../lib/notifications';

const looks: Record<NotificationVariant, { icon: LucideIcon; box: string; badge: string }> = {
  info: { icon: Info, box: 'ring-brand-200', badge: 'bg-brand-100 text-brand-700' },
  success: { icon: CircleCheck, box: 'ring-mint-300', badge: 'bg-mint-100 text-mint-700' },
  danger: { icon: CircleAlert, box: 'ring-danger-600/30', badge: 'bg-danger-50 text-danger-700' },
};

function Toast({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const look = looks[notification.variant];
  const Icon = look.icon;
  return (
    <div
      data-variant={notification.variant}
      className={cn(
        'pointer-events-auto flex w-full animate-fade-in items-start gap-3 rounded-2xl bg-surface p-3 pr-2 shadow-pop ring-1',
        look.box,
      )}
    >
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-xl', look.badge)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="min-w-0 flex-1 self-center py-1 font-semibold break-words text-ink-800">
        {notification.message}
      </p>
      <button
        type="button"
        onClick={dismissNotification}
        className="grid size-9 shrink-0 place-items-center rounded-xl text-ink-500 hover:bg-ink-100 hover:text-ink-800"
        aria-label={intl.formatMessage({ id: 'shell.dismissNotification' })}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The current notification (spec §4). The live regions stay mounted so screen readers announce
 * each new message: danger ones assertively (role=alert), others politely (role=status).
 */
export function NotificationToast() {
  const notification = useNotification();
  const danger = notification?.variant === 'danger';
  return (
    // Phones and tablets: over the top bar, clear of the screens' own header actions (the colouring
    // screen's Save and Print sit right under it) and of the canvas. Desktops: the colouring
    // screen's actions are in the top bar, so bottom left, over the sidebar's foot.
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[90] flex justify-center px-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:justify-end sm:px-6 sm:pt-2',
        'lg:top-auto lg:bottom-0 lg:justify-start lg:px-3 lg:pt-0 lg:pb-3',
        // Phones held sideways: the actions are in the top bar, so bottom right, beside the page.
        'max-lg:short:top-auto max-lg:short:bottom-0 max-lg:short:pt-0 max-lg:short:pb-2',
      )}
    >
      <div className="w-full max-w-md lg:max-w-80 max-lg:short:max-w-52">
        <div role="status" aria-live="polite">
          {notification && !danger && <Toast key={notification.id} notification={notification} />}
        </div>
        <div role="alert">
          {notification && danger && <Toast key={notification.id} notification={notification} />}
        </div>
      </div>
    </div>
  );
}
