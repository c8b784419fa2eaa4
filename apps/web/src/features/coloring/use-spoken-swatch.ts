import { useEffect, useRef, useState } from 'react';
import { speakText } from './speak-text';

const LONG_PRESS_MS = 450;
const BUBBLE_MS = 1400;

/**
 * A swatch's name said out loud on a long press (issue 42: in every palette, as kid mode began),
 * and `named` true for a moment so it can be shown too, for devices without speech; the browser's
 * own long-press menu is kept away. Spread `handlers` on the swatch's button.
 */
export function useSpokenSwatch(spoken: string) {
  const [named, setNamed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  // An unmount mid-press must not speak afterwards.
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!named) return;
    const hide = setTimeout(() => setNamed(false), BUBBLE_MS);
    return () => clearTimeout(hide);
  }, [named]);
  const handlers = {
    onPointerDown: () => {
      stop();
      timer.current = setTimeout(() => {
        speakText(spoken);
        setNamed(true);
      }, LONG_PRESS_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
  return { named, handlers };
}
