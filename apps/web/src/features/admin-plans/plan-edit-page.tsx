import type { Plan } from '@colorbook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
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
import { validationMessageKey } from '../../lib/validation-messages';
import { PLANS_PATH } from './plan-edit-loader';
import {
  type PlanField,
  type PlanFormInput,
  type PlanFormValues,
  planFieldLabels,
  planFormOf,
  planFormSchema,
  toUpdatePlanBody,
} from './plan-form-values';
import { PlanTranslationFields } from './plan-translation-fields';
import { planTranslationsOf, toPlanTranslations } from './plan-translations';
import { updatePlan } from './plans-api';

/** Spec §2 edit plan: Title, Description, Price and Stripe price ID (paid only), the two limits. */
export function PlanEditPage() {
  const plan = useLoaderData() as Plan;
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { formatMessage } = useIntl();
  const t = (id: string) => formatMessage({ id: `admin.plans.${id}` });
  const labels = Object.fromEntries(
    Object.keys(planFieldLabels).map((field) => [field, t(`field.${field}`)]),
  ) as Record<PlanField, string>;
  // The text area does not translate form messages itself (the text fields do).
  const translated = (message?: string) => {
    const key = message && validationMessageKey(message);
    return key ? formatMessage({ id: key }) : message;
  };
  const [translations, setTranslations] = useState(() => planTranslationsOf(plan));
  const { register, handleSubmit, formState, setError } = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormOf(plan),
  });
  const { errors } = formState;

  // Cancel goes back; opened directly (no earlier screen in this tab), it goes to the plans.
  const handleCancel = () => (location.key === 'default' ? navigate(PLANS_PATH) : navigate(-1));

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updatePlan(plan.id, {
      ...toUpdatePlanBody(values, plan),
      translations: toPlanTranslations(translations),
    });
    if (!result.ok) {
      const message = failureMessage(result.error);
      const atField = serverFieldError(message, labels);
      if (atField) setError(atField.field, { message: atField.message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    notify(t('updated'), { variant: 'success', keepOnNavigation: true });
    navigate(PLANS_PATH);
  });

  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.editPlan' })}
        description={t(plan.paid ? 'edit.paidDescription' : 'edit.freeDescription')}
      />
      <Card className="max-w-3xl p-6 sm:p-8">
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-extrabold">{plan.title}</h2>
          <Badge tone={plan.paid ? 'brand' : 'neutral'}>{t(plan.paid ? 'paidPlan' : 'freePlan')}</Badge>
          <span className="font-mono text-xs text-ink-500">{plan.name}</span>
        </div>
        <form noValidate onSubmit={handleSave} className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={labels.title}
            className="sm:col-span-2"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={labels.description}
            className="sm:col-span-2"
            rows={3}
            error={translated(errors.description?.message)}
            {...register('description')}
          />
          {plan.paid && (
            <>
              <TextField
                label={labels.price}
                inputMode="decimal"
                hint={t('price.hint')}
                error={errors.price?.message}
                {...register('price')}
              />
              <TextField
                label={labels.stripePriceId}
                autoComplete="off"
                spellCheck={false}
                placeholder="price_…"
                hint={t('stripePriceId.hint')}
                error={errors.stripePriceId?.message}
                {...register('stripePriceId')}
              />
            </>
          )}
          <TextField
            label={labels.publicPageLimit}
            inputMode="numeric"
            hint={t('publicPageLimit.hint')}
            error={errors.publicPageLimit?.message}
            {...register('publicPageLimit')}
          />
          <TextField
            label={labels.pageCreationLimit}
            inputMode="numeric"
            hint={t('pageCreationLimit.hint')}
            error={errors.pageCreationLimit?.message}
            {...register('pageCreationLimit')}
          />
          <PlanTranslationFields plan={plan} translations={translations} onChange={setTranslations} />
          {formError && (
            <div className="sm:col-span-2">
              <FormAlert message={formError} />
            </div>
          )}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" busy={formState.isSubmitting}>
              {t('update')}
            </Button>
            <Button variant="secondary" onClick={handleCancel} disabled={formState.isSubmitting}>
              {formatMessage({ id: 'common.cancel' })}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}

export { planEditLoader as loader } from './plan-edit-loader';
export { PlanEditPage as Component };
