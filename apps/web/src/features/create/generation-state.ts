import type { GenerationJob, JobNotice, Page } from '@colorbook/contract';

/** Following one AI generation (DESIGN §7): start, follow the job, show the page or why it failed. */
export type GenerationState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'starting' }
  | { phase: 'running'; job: GenerationJob }
  /** `notice`: what the job told beside the page (a pattern made for want of a subject). */
  | { phase: 'done'; page: Page; notice?: JobNotice | null };

export type GenerationAction =
  | { type: 'start' }
  | { type: 'progress'; job: GenerationJob }
  | { type: 'done'; page: Page; notice?: JobNotice | null }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialGeneration: GenerationState = { phase: 'idle', error: null };

export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'starting' } : state;
    case 'progress':
      // A late poll answer must not move the bar backwards.
      if (state.phase === 'running' && state.job.id === action.job.id) {
        return {
          phase: 'running',
          job: { ...action.job, progress: Math.max(state.job.progress, action.job.progress) },
        };
      }
      return state.phase === 'starting' ? { phase: 'running', job: action.job } : state;
    case 'done':
      return { phase: 'done', page: action.page, notice: action.notice ?? null };
    case 'failed':
      return { phase: 'idle', error: action.message };
    case 'reset':
      return initialGeneration;
  }
}

export const isBusy = (state: GenerationState): boolean =>
  state.phase === 'starting' || state.phase === 'running';

/** The bar's value: a queued job shows a sliver so it never looks stuck at nothing. */
export function progressPercent(state: GenerationState): number {
  if (state.phase === 'starting') return 2;
  if (state.phase === 'running') return Math.min(100, Math.max(state.job.progress, 4));
  return state.phase === 'done' ? 100 : 0;
}

/** Friendly words for where the generation is: a catalogue key, or '' when nothing runs. */
export function progressLabel(state: GenerationState): string {
  if (state.phase === 'starting') return 'create.progress.sending';
  if (state.phase !== 'running') return '';
  const { status, progress } = state.job;
  if (status === 'queued') return 'create.progress.waiting';
  if (progress < 30) return 'create.progress.sketching';
  if (progress < 70) return 'create.progress.inking';
  return 'create.progress.finishing';
}
