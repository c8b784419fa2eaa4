import { useGateRequest } from './ask-parent-gate';
import { ParentGateDialog } from './parent-gate-dialog';

/** Mounted once in the root layout: shows the parent gate while someone has asked for it. */
export function ParentGateHost() {
  const request = useGateRequest();
  if (!request) return null;
  return <ParentGateDialog key={request.id} reason={request.reason} onDone={request.settle} />;
}
