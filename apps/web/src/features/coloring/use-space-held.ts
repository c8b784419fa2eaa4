import { useEffect, useState } from 'react';
import { isTypingTarget } from './shortcuts';

/** Space held (outside text fields and buttons) turns a drag into a pan, as in drawing apps. */
export function useSpaceHeld(): boolean {
  const [spaceHeld, setSpaceHeld] = useState(false);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (isTypingTarget(target) || target?.closest('button, a, [role="button"]')) return;
      event.preventDefault();
      setSpaceHeld(true);
    };
    const handleKeyUp = (event: KeyboardEvent) => event.key === ' ' && setSpaceHeld(false);
    const release = () => setSpaceHeld(false);
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', handleKeyUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', handleKeyUp);
      window.removeEventListener('blur', release);
    };
  }, []);
  return spaceHeld;
}
