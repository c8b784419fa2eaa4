import { isLocale } from '@colorbook/i18n';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { formatDollars, type Plan } from '../lib/plans';
import type { ButtonVariant } from './button';

function perks(plan: Plan, formatMessage: IntlShape['formatMessage']): string[] {
  const list: string[] = [];
  if (plan.page_creation_limit != null)
    list.push(formatMessage({ id: 'plans.card.pagesToCreate' }, { count: plan.page_creation_limit }));
  if (plan.public_page_limit != null)
    list.push(formatMessage({ id: 'plans.card.publicPages' }, { count: plan.public_page_limit }));
  list.push(formatMessage({ id: 'plans.card.anyDevice' }));
  if (plan.paid ?? plan.price > 0) list.push(formatMessage({ id: 'plans.card.printing' }));
  return list;
}

/** Spec §2 Landing: the starter plan is labelled Recommended. */
export const isRecommended = (plan: Pick<Plan, 'name'>): boolean => plan.name === 'starter';

/** The look of the card's button: it sits on the recommended card's dark background. */
export const planButtonVariant = (plan: Pick<Plan, 'name'>): ButtonVariant =>
  isRecommended(plan) ? 'inverse' : 'secondary';

type Props = {
  plan: Plan;
  /** The card's button (landing: choose the plan; checkout: subscribe). */
  action: ReactNode;
  /** The signed-in user already has this plan. */
  current?: boolean;
  /** The recommended card stands taller than its neighbours (the landing's row of three). */
  lift?: boolean;
};

/** A plan with its price per month, perks and one action (landing pricing, checkout). */
export function PlanCard({ plan, action, current = false, lift = false }: Props) {
  const { formatMessage, locale } = useIntl();
  // IntlProvider's language: the server-rendered landing never sets the app's active locale.
  const price = formatDollars(plan.price, isLocale(locale) ? locale : undefined);
  const recommended = isRecommended(plan);
  const discount = plan.name === 'advanced' && plan.discount ? plan.discount : 0;
  return (
    <article
      aria-label={formatMessage({ id: 'plans.card.label' }, { plan: plan.title })}
      className={cn(
        'relative flex h-full flex-col rounded-card p-7 sm:p-8',
        recommended
          ? 'bg-brand-700 text-white shadow-pop ring-4 ring-brand-300'
          : 'bg-surface shadow-soft ring-1 ring-ink-200/60',
        recommended && lift && 'lg:-my-4 lg:h-[calc(100%+2rem)] lg:py-12',
      )}
    >
      {recommended && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sunny-400 px-4 py-1 text-sm font-extrabold whitespace-nowrap text-ink-900 shadow-soft">
          {formatMessage({ id: 'plans.card.recommended' })}
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 className={cn('text-2xl font-black', recommended && 'text-white')}>{plan.title}</h3>
        {current && (
          <p className="shrink-0 rounded-full bg-mint-100 px-3 py-1 text-sm font-extrabold text-mint-700">
            {formatMessage({ id: 'plans.card.current' })}
          </p>
        )}
        {discount > 0 && (
          <p className="shrink-0 rounded-full bg-coral-100 px-3 py-1 text-sm font-extrabold text-coral-700">
            {formatMessage({ id: 'plans.card.discount' }, { discount })}
          </p>
        )}
      </div>
      {plan.description && (
        <p className={cn('mt-2', recommended ? 'text-brand-100' : 'text-ink-600')}>{plan.description}</p>
      )}
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="font-display text-5xl font-black tracking-tight">{price}</span>
        <span className={cn('font-semibold', recommended ? 'text-brand-100' : 'text-ink-500')}>
          {formatMessage({ id: 'plans.card.perMonth' })}
        </span>
      </p>
      <ul className="mt-7 flex flex-1 flex-col gap-3">
        {perks(plan, formatMessage).map((perk) => (
          <li key={perk} className="flex gap-3">
            <Check
              className={cn('mt-0.5 size-5 shrink-0', recommended ? 'text-sunny-300' : 'text-mint-500')}
              strokeWidth={3}
              aria-hidden="true"
            />
            <span className={recommended ? 'text-white' : 'text-ink-700'}>{perk}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex shrink-0 flex-col">{action}</div>
    </article>
  );
}
