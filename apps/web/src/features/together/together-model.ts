import type { LogOp } from '@colorbook/canvas';
import {
  type TogetherAction,
  type TogetherOp,
  type TogetherPlayed,
  togetherPictureOps,
  togetherStanding,
} from '@colorbook/contract';

/*
 * A session's picture as a pure function of its log (decision 0041): the server's numbered actions
 * in order, then this device's own actions it has not confirmed yet. Undo and redo are per person:
 * an `undo` action takes back its author's latest action still standing, whoever painted since.
 * Every device that has the same log plays the same ops, so every canvas ends pixel-identical.
 */

/** An action of this device, sent or waiting to be sent (offline), not yet numbered by the server. */
export type PendingAction = { id: string; ops: TogetherOp[] };

export class TogetherModel {
  private readonly confirmed = new Map<number, TogetherAction>();
  private pending: PendingAction[] = [];
  /** The highest number up to which every action is here (what a reconnect asks after). */
  lastSeq = 0;

  constructor(public me: number | null = null) {}

  /** Numbered actions from the server (a catch-up, or live); this device's own leave `pending`. */
  receive(actions: readonly TogetherAction[]): void {
    for (const action of actions) {
      this.confirmed.set(action.seq, action);
      if (action.participantId === this.me) this.pending = this.pending.filter((p) => p.id !== action.id);
    }
    while (this.confirmed.has(this.lastSeq + 1)) this.lastSeq++;
  }

  addLocal(action: PendingAction): void {
    this.pending.push(action);
  }

  /** What a reconnect sends again (the server stores each id once). */
  get unconfirmed(): readonly PendingAction[] {
    return this.pending;
  }

  /** Where the picture stands in the log, for a save's replay: numbered up to `upTo`, then `pending`. */
  savePoint(): { upTo: number; pending: string[] } {
    return { upTo: this.lastSeq, pending: this.pending.map((p) => p.id) };
  }

  /** The actions in play order: numbered ones by number (up to the first gap), then this device's. */
  ordered(): TogetherPlayed[] {
    const numbered: TogetherPlayed[] = [];
    for (let seq = 1; seq <= this.lastSeq; seq++) {
      const action = this.confirmed.get(seq) as TogetherAction;
      numbered.push({ author: action.participantId, ops: action.ops });
    }
    return [...numbered, ...this.pending.map((p) => ({ author: this.me, ops: p.ops }))];
  }

  /** The ops that paint the picture: every action still standing, in order (the contract's rule). */
  effectiveOps(): LogOp[] {
    return togetherPictureOps(this.ordered()) as LogOp[];
  }

  /**
   * The picture's ops (`effectiveOps`) and how many of them come first from numbered actions: a
   * canvas keeps its place there, as the ops after it move when the server numbers this device's.
   */
  picture(): { ops: LogOp[]; settled: number } {
    const played = this.ordered();
    const numbered = new Set(played.slice(0, this.lastSeq).map((action) => action.ops));
    const standing = togetherStanding(played).filter((entry) => !entry.undone);
    let settled = 0;
    const ops: LogOp[] = [];
    for (const entry of standing) {
      const painted = togetherPictureOps([entry]) as LogOp[];
      ops.push(...painted);
      if (numbered.has(entry.ops)) settled = ops.length;
    }
    return { ops, settled };
  }

  /** Whether this device's person has an action standing that an undo would take back. */
  canUndo(): boolean {
    return togetherStanding(this.ordered()).some((e) => e.author === this.me && !e.undone);
  }
}
