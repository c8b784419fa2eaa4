import type { Plan } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../lib/api-errors';
import { serverFieldError } from '../../lib/field-errors';
import { notify } from '../../lib/notifications';
import { PLANS_PATH } from './plan-edit-loader';
import {
  type PlanFormInput,
  type PlanFormValues,
  planFieldLabels,
  planFormOf,
  planFormSchema,
  toUpdatePlanBody,
} from './plan-form-values';
import { updatePlan } from './plans-api';

/** Spec §8. */
export const PLAN_UPDATED = 'Plan has been updated';

/** Spec §2 edit plan: Title, Description, Price and Stripe price ID (paid only), the two limits. */
export function PlanEditPage() {
  const plan = useLoaderData() as Plan;
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormOf(plan),
  });
  const { errors } = formState;

  // Cancel goes back; opened directly (no earlier screen in this tab), it goes to the plans.
  const handleCancel = () => (location.key === 'default' ? navigate(PLANS_PATH) : navigate(-1));

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updatePlan(plan.id, toUpdatePlanBody(values, plan));
    if (!result.ok) {
      const message = failureMessage(result.error);
      const atField = serverFieldError(message, planFieldLabels);
      if (atField) setError(atField.field, { message: atField.message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    notify(PLAN_UPDATED, { variant: 'success', keepOnNavigation: true });
    navigate(PLANS_PATH);
  });

  return (
    <>
      <PageHeader
        title="Edit plan"
        description={
          plan.paid
            ? 'What people see on the pricing section and at checkout, and what the plan gives each month.'
            : 'The free plan: what everyone gets each month without paying.'
        }
      />
      <Card className="max-w-3xl p-6 sm:p-8">
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-extrabold">{plan.title}</h2>
          <Badge tone={plan.paid ? 'brand' : 'neutral'}>{plan.paid ? 'Paid plan' : 'Free plan'}</Badge>
          <span className="font-mono text-xs text-ink-500">{plan.name}</span>
        </div>
        <form noValidate onSubmit={handleSave} className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={planFieldLabels.title}
            className="sm:col-span-2"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={planFieldLabels.description}
            className="sm:col-span-2"
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          {plan.paid && (
            <>
              <TextField
                label={planFieldLabels.price}
                inputMode="decimal"
                hint="Dollars per month"
                error={errors.price?.message}
                {...register('price')}
              />
              <TextField
                label={planFieldLabels.stripePriceId}
                autoComplete="off"
                spellCheck={false}
                placeholder="price_…"
                hint="From the product’s price in the Stripe dashboard"
                error={errors.stripePriceId?.message}
                {...register('stripePriceId')}
              />
            </>
          )}
          <TextField
            label={planFieldLabels.publicPageLimit}
            inputMode="numeric"
            hint="Public pages a member may colour each month"
            error={errors.publicPageLimit?.message}
            {...register('publicPageLimit')}
          />
          <TextField
            label={planFieldLabels.pageCreationLimit}
            inputMode="numeric"
            hint="Pages a member may create each month"
            error={errors.pageCreationLimit?.message}
            {...register('pageCreationLimit')}
          />
          {formError && (
            <div className="sm:col-span-2">
              <FormAlert message={formError} />
            </div>
          )}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" busy={formState.isSubmitting}>
              Update plan
            </Button>
            <Button variant="secondary" onClick={handleCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}

export { planEditLoader as loader } from './plan-edit-loader';
export { PlanEditPage as Component };
