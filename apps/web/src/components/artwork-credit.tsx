import { OPENMOJI_LICENSE, OPENMOJI_LICENSE_URL, OPENMOJI_URL } from '@colorbook/contract';

/**
 * The built-in page generator draws with OpenMoji artwork (CC BY-SA 4.0), whose licence asks
 * for credit wherever the drawings are shown (docs/decisions/0005).
 */
export function ArtworkCredit({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-ink-500 ${className}`}>
      Built-in drawings use artwork by{' '}
      <a className="underline hover:text-ink-700" href={OPENMOJI_URL} target="_blank" rel="noreferrer">
        OpenMoji
      </a>
      , the open-source emoji and icon project, under the{' '}
      <a
        className="underline hover:text-ink-700"
        href={OPENMOJI_LICENSE_URL}
        target="_blank"
        rel="noreferrer"
      >
        {OPENMOJI_LICENSE}
      </a>{' '}
      licence.
    </p>
  );
}
