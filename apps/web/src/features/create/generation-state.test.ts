import type { GenerationJob, Page } from '@colorbook/contract';
import { describe, expect, it } from 'vitest';
import {
  type GenerationState,
  generationReducer,
  initialGeneration,
  isBusy,
  progressLabel,
  progressPercent,
} from './generation-state';

const job = (changes: Partial<GenerationJob> = {}): GenerationJob => ({
  id: '4c1b7c8e-0000-4000-8000-000000000001',
  status: 'running',
  progress: 10,
  page_id: null,
  error: null,
  prompt: 'a fox',
  notice: null,
  ...changes,
});

const run = (...actions: Parameters<typeof generationReducer>[1][]): GenerationState =>
  actions.reduce(generationReducer, initialGeneration);

describe('generationReducer', () => {
  it('goes from idle to starting to running, busy all along', () => {
    expect(isBusy(initialGeneration)).toBe(false);
    const starting = run({ type: 'start' });
    expect(starting.phase).toBe('starting');
    expect(isBusy(starting)).toBe(true);
    const running = run({ type: 'start' }, { type: 'progress', job: job({ progress: 40 }) });
    expect(running.phase).toBe('running');
    expect(isBusy(running)).toBe(true);
    expect(progressPercent(running)).toBe(40);
  });

  it('ignores a second start while one is under way', () => {
    const state = run({ type: 'start' }, { type: 'progress', job: job() }, { type: 'start' });
    expect(state.phase).toBe('running');
  });

  it('never moves the bar backwards on a late poll answer', () => {
    const state = run(
      { type: 'start' },
      { type: 'progress', job: job({ progress: 60 }) },
      { type: 'progress', job: job({ progress: 35 }) },
    );
    expect(progressPercent(state)).toBe(60);
  });

  it('ignores progress of another job, or after the user reset', () => {
    const other = run(
      { type: 'start' },
      { type: 'progress', job: job() },
      { type: 'progress', job: job({ id: 'another', progress: 90 }) },
    );
    expect(progressPercent(other)).toBe(10);
    expect(run({ type: 'reset' }, { type: 'progress', job: job() })).toEqual(initialGeneration);
  });

  it('ends with the page, or back at the form with the reason', () => {
    const page = { id: 7 } as Page;
    const done = run({ type: 'start' }, { type: 'done', page });
    expect(done).toEqual({ phase: 'done', page, notice: null });
    // What the job told beside the page stays with it, for the result to show.
    const pattern = run({ type: 'start' }, { type: 'done', page, notice: 'nothing-drawable' });
    expect(pattern).toEqual({ phase: 'done', page, notice: 'nothing-drawable' });
    expect(isBusy(done)).toBe(false);
    const failed = run({ type: 'start' }, { type: 'failed', message: 'Blocked word: gore' });
    expect(failed).toEqual({ phase: 'idle', error: 'Blocked word: gore' });
  });
});

describe('progress words', () => {
  it('says what is happening, and a queued job still shows a sliver', () => {
    expect(progressLabel(run({ type: 'start' }))).toBe('create.progress.sending');
    const queued = run({ type: 'start' }, { type: 'progress', job: job({ status: 'queued', progress: 0 }) });
    expect(progressLabel(queued)).toBe('create.progress.waiting');
    expect(progressPercent(queued)).toBeGreaterThan(0);
    expect(progressLabel(run({ type: 'start' }, { type: 'progress', job: job({ progress: 50 }) }))).toBe(
      'create.progress.inking',
    );
    expect(progressLabel(initialGeneration)).toBe('');
  });
});
