import type { Plan } from '@colorbook/contract';
import { updatePlanBody } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import { planFormOf, planFormSchema, toUpdatePlanBody } from './plan-form-values';

const starter: Plan = {
  id: 2,
  name: 'starter',
  title: 'Starter',
  description: 'For families',
  price: 9,
  discount: 0,
  paid: true,
  stripe_price_id: 'price_123',
  public_page_limit: 50,
  page_creation_limit: 20,
};
const free: Plan = {
  ...starter,
  id: 1,
  name: 'free',
  title: 'Free',
  price: 0,
  paid: false,
  stripe_price_id: null,
};

describe('plan form → POST /plans/{id}/update (spec §5)', () => {
  it('sends price and limits as numbers, with the name and the Stripe price ID of a paid plan', () => {
    const values = planFormSchema.parse({
      ...planFormOf(starter),
      price: ' 12.50 ',
      publicPageLimit: '60',
      pageCreationLimit: '0',
      stripePriceId: ' price_456 ',
    });
    const body = toUpdatePlanBody(values, starter);
    expect(body).toEqual({
      name: 'starter',
      title: 'Starter',
      description: 'For families',
      price: 12.5,
      publicPageLimit: 60,
      pageCreationLimit: 0,
      stripePriceId: 'price_456',
    });
    // What the server accepts.
    expect(updatePlanBody.safeParse(body).success).toBe(true);
  });

  it('never sends a Stripe price ID for a free plan, and keeps its price', () => {
    const values = planFormSchema.parse({ ...planFormOf(free), price: '0', title: 'Free forever' });
    const body = toUpdatePlanBody(values, free);
    expect(body).not.toHaveProperty('stripePriceId');
    expect(body.price).toBe(0);
    expect(body.title).toBe('Free forever');
  });

  it('starts from the plan, a missing Stripe price ID as empty', () => {
    expect(planFormOf(free)).toEqual({
      title: 'Free',
      description: 'For families',
      price: '0',
      stripePriceId: '',
      publicPageLimit: '50',
      pageCreationLimit: '20',
    });
  });

  it('refuses what the server would refuse, in the form’s words', () => {
    const messages = (input: Partial<Record<string, string>>) =>
      planFormSchema
        .safeParse({ ...planFormOf(starter), ...input })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ title: '  ' })).toEqual(['Title is required']);
    expect(messages({ price: '-1' })).toEqual(['Price must be an amount in dollars, like 9 or 9.99']);
    expect(messages({ price: '9.999' })).toEqual(['Price must be an amount in dollars, like 9 or 9.99']);
    expect(messages({ publicPageLimit: '2.5' })).toEqual([
      'Limit on public pages must be a whole number of 0 or more',
    ]);
    expect(messages({ pageCreationLimit: '' })).toEqual([
      'Limit on create pages must be a whole number of 0 or more',
    ]);
    expect(messages({ pageCreationLimit: '2000000' })).toEqual([
      'Limit on create pages must be at most 1000000',
    ]);
  });
});
