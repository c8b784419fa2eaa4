import { Check } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { cn } from '../../lib/cn';
import { formatDollars, type Plan } from './plans';

function perks(plan: Plan): string[] {
  const list: string[] = [];
  if (plan.page_creation_limit != null)
    list.push(`${plan.page_creation_limit} new pages to create each month`);
  if (plan.public_page_limit != null)
    list.push(`${plan.public_page_limit} public pages to colour each month`);
  list.push('Colour online on any device');
  if (plan.paid ?? plan.price > 0) list.push('Favorites, download and print');
  return list;
}

export function PlanCard({ plan }: { plan: Plan }) {
  const recommended = plan.name === 'starter';
  const discount = plan.name === 'advanced' && plan.discount ? plan.discount : 0;
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-card p-7 sm:p-8',
        recommended
          ? 'bg-brand-700 text-white shadow-pop ring-4 ring-brand-300 lg:-my-4 lg:h-[calc(100%+2rem)] lg:py-12'
          : 'bg-surface shadow-soft ring-1 ring-ink-200/60',
      )}
    >
      {recommended && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sunny-400 px-4 py-1 text-sm font-extrabold whitespace-nowrap text-ink-900 shadow-soft">
          Recommended
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 className={cn('text-2xl font-black', recommended && 'text-white')}>{plan.title}</h3>
        {discount > 0 && (
          <p className="shrink-0 rounded-full bg-coral-100 px-3 py-1 text-sm font-extrabold text-coral-700">
            {discount}% off
          </p>
        )}
      </div>
      {plan.description && (
        <p className={cn('mt-2', recommended ? 'text-brand-100' : 'text-ink-600')}>{plan.description}</p>
      )}
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="font-display text-5xl font-black tracking-tight">{formatDollars(plan.price)}</span>
        <span className={cn('font-semibold', recommended ? 'text-brand-100' : 'text-ink-500')}>/month</span>
      </p>
      <ul className="mt-7 flex flex-1 flex-col gap-3">
        {perks(plan).map((perk) => (
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
      <ButtonLink
        to={`/sign-up?plan=${encodeURIComponent(plan.name)}`}
        variant={recommended ? 'inverse' : 'secondary'}
        size="lg"
        className="mt-8 w-full shrink-0"
      >
        {plan.price > 0 ? `Choose ${plan.title}` : 'Start for free'}
      </ButtonLink>
    </article>
  );
}
