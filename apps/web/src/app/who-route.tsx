import { askParentGate } from '../features/parent-gate/ask-parent-gate';
import { WhoPage } from '../features/profiles/who-page';

/** /who: the profile picker, with the parent gate it asks before handing back to the grown-up. */
export function Component() {
  return <WhoPage askParentGate={askParentGate} />;
}
