import { EllipsisVertical, Hash, Paintbrush } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { colorByNumberPath, colorPagePath } from '../lib/coloring-path';

type Props = {
  pageId: number;
  title: string;
  /** The round icon buttons' look, shared with the card's other actions. */
  buttonClassName: string;
};

const itemClass = cn(
  'flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold whitespace-nowrap text-ink-700 pointer-fine:h-9',
  'hover:bg-ink-100 focus-visible:bg-ink-100 focus-visible:outline-none',
);

/**
 * A page card's menu: colour the page, or colour it by number (the colouring screen opened in
 * that mode). A menu button pattern: Escape or a tap outside closes it, arrow keys move between
 * the entries, and opening it focuses the first one. The menu is fixed under its button, in a
 * portal: the card clips what overflows it, and a phone's card is narrower than the menu.
 */
export function PageCardMenu({ pageId, title, buttonClassName }: Props) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState({ top: 0, right: 0 });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { formatMessage } = useIntl();
  const moreFor = formatMessage({ id: 'pages.card.moreFor' }, { title });

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const handlePointer = (event: PointerEvent) => {
      const inside = [rootRef.current, menuRef.current].some(
        (element) => event.target instanceof Node && element?.contains(event.target),
      );
      if (!inside) setOpen(false);
    };
    // A fixed menu would stay behind when the list scrolls or the window changes: it closes.
    const close = () => setOpen(false);
    window.addEventListener('pointerdown', handlePointer, true);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('pointerdown', handlePointer, true);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The menu lives at the end of the document: Tab would leave the card far behind.
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={rootRef} className="relative z-10">
      <button
        ref={buttonRef}
        type="button"
        className={cn(buttonClassName, 'hover:text-brand-700', open && 'text-brand-700 ring-brand-300')}
        aria-label={moreFor}
        title={formatMessage({ id: 'pages.card.more' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          const box = buttonRef.current?.getBoundingClientRect();
          if (box) setPlace({ top: box.bottom + 6, right: Math.max(8, window.innerWidth - box.right) });
          setOpen(!open);
        }}
      >
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            onKeyDown={handleKeyDown}
            aria-label={moreFor}
            style={place}
            className="fixed z-40 flex min-w-40 animate-fade-in flex-col rounded-xl bg-surface p-1 shadow-pop ring-1 ring-ink-200"
          >
            <Link role="menuitem" to={colorPagePath(pageId)} className={itemClass}>
              <Paintbrush className="size-4 text-ink-500" aria-hidden="true" />
              <FormattedMessage id="pages.card.colour" />
            </Link>
            <Link role="menuitem" to={colorByNumberPath(pageId)} className={itemClass}>
              <Hash className="size-4 text-ink-500" aria-hidden="true" />
              <FormattedMessage id="pages.card.colourByNumber" />
            </Link>
          </div>,
          document.body,
        )}
    </div>
  );
}
