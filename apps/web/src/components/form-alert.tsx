import { CircleAlert } from 'lucide-react';

/** A server error shown inside a form (the call was made `silent`, so no notification repeats it). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-control bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-700 ring-1 ring-danger-600/20 ring-inset"
    >
      <CircleAlert className="mt-px size-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
