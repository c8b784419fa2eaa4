import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/*
 * The parent gate as a promise (issue 24): any screen or guard asks, the one ParentGateHost
 * (mounted in the root layout) shows the dialog and settles the answer. Asking again while the
 * gate is open joins the same question rather than stacking a second dialog.
 */

export type GateRequest = {
  /** A fresh dialog per question. */
  id: number;
  /** Why the gate is asked (shown under the heading), e.g. "To open the account". */
  reason?: string;
  settle: (passed: boolean) => void;
};

type GateState = { request: GateRequest | null };

export const parentGateStore = createStore<GateState>()(() => ({ request: null }));

let pending: Promise<boolean> | null = null;
let nextId = 1;

/** Opens the parent gate; true when a grown-up passes it, false when it is cancelled. */
export function askParentGate(reason?: string): Promise<boolean> {
  if (pending) return pending;
  pending = new Promise<boolean>((resolve) => {
    const settle = (passed: boolean) => {
      pending = null;
      parentGateStore.setState({ request: null });
      resolve(passed);
    };
    parentGateStore.setState({ request: { id: nextId++, reason, settle } });
  });
  return pending;
}

export function useGateRequest(): GateRequest | null {
  return useStore(parentGateStore, (state) => state.request);
}
