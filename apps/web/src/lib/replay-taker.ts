/*
 * A colouring screen whose replay log lives elsewhere (colour together, decision 0045: the
 * session's log, which the server keeps) says so here, by its engine; a save then sends that
 * instead of the screen's own recorded log (features/coloring/use-coloring-actions.ts). Here in
 * lib/ because two features meet on it.
 */

/** What a save sends as the replay of the picture just saved as `photo`. */
export type ReplaySender = (photo: string) => Promise<unknown>;
/** Called as the picture is read for a save: how to send the replay of exactly that picture. */
export type ReplayTaker = () => ReplaySender;

const takers = new WeakMap<object, ReplayTaker>();

/** `engine`'s saves send the taker's replay from now on; null: the screen's own log again. */
export function setReplayTaker(engine: object, taker: ReplayTaker | null): void {
  if (taker) takers.set(engine, taker);
  else takers.delete(engine);
}

export const replayTakerOf = (engine: object | null): ReplayTaker | undefined =>
  engine ? takers.get(engine) : undefined;
