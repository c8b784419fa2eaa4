import { CONFETTI_MS, PALETTE } from '@colorbook/canvas';
import { type CSSProperties, useEffect, useState } from 'react';

const PIECES = Array.from({ length: 42 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: ((i * 53) % 100) / 100,
  duration: 1.6 + ((i * 29) % 10) / 10,
  size: 6 + ((i * 13) % 7),
  color: PALETTE[(i * 7) % PALETTE.length] ?? '#f43f5e',
  turn: (i * 71) % 360,
  round: i % 3 === 0,
}));

/**
 * Spec §4: the confetti shows while exporting; otherwise it hides 3 seconds later. Decorative
 * (aria-hidden), never in the way of the pointer, and still for people who prefer less motion.
 */
export function useConfetti(isExporting: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (isExporting) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [isExporting]);
  return shown;
}

export function ConfettiOverlay({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none absolute inset-0 z-10 overflow-hidden motion-reduce:hidden"
    >
      <style>{`@keyframes colorbook-confetti-fall {
        0% { transform: translate3d(0, -10%, 0) rotate(var(--turn)); opacity: 1; }
        100% { transform: translate3d(0, 110cqh, 0) rotate(calc(var(--turn) + 540deg)); opacity: 0.2; }
      }`}</style>
      <div className="absolute inset-0 [container-type:size]">
        {PIECES.map((piece) => (
          <span
            key={`${piece.left}-${piece.delay}`}
            className="absolute -top-4"
            style={
              {
                left: `${piece.left}%`,
                width: piece.size,
                height: piece.round ? piece.size : piece.size * 1.6,
                borderRadius: piece.round ? '9999px' : '2px',
                backgroundColor: piece.color,
                '--turn': `${piece.turn}deg`,
                animation: `colorbook-confetti-fall ${piece.duration}s ${piece.delay}s ease-in infinite`,
              } as CSSProperties
            }
          />
        ))}
      </div>
    </div>
  );
}
