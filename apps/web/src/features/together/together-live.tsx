import type { ColoringEngine } from '@colorbook/canvas';
import { CANVAS_SIZE } from '@colorbook/canvas';
import type { TogetherErrorCode, TogetherParticipant } from '@colorbook/contract';
import { LogOut, Undo2, UserMinus } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { endTogether, removeFromTogether } from '../../lib/together-api';
import { TogetherClient, type TogetherStatus, type TogetherTransport } from './together-client';
import { type Cursor, CursorStore, TogetherCursors } from './together-cursors';
import { useTogetherSync } from './use-together-sync';

type Props = {
  code: string;
  engine: ColoringEngine | null;
  lineArt: ImageData | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
};

/** The page position under a pointer, in the engine's pixels; null off the canvas. */
function pagePoint(canvas: HTMLCanvasElement, clientX: number, clientY: number): Cursor | null {
  const box = canvas.getBoundingClientRect();
  if (
    box.width === 0 ||
    clientX < box.left ||
    clientX > box.right ||
    clientY < box.top ||
    clientY > box.bottom
  )
    return null;
  return {
    x: ((clientX - box.left) / box.width) * CANVAS_SIZE,
    y: ((clientY - box.top) / box.height) * CANVAS_SIZE,
  };
}

/**
 * A session on the colouring screen (issue 40): the live link, who is here, their cursors, and this
 * person's own undo. Rendered by ColoringScreen when it is opened at /together/{code}.
 */
export function TogetherLive({ code, engine, lineArt, canvasRef }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [status, setStatus] = useState<TogetherStatus>('connecting');
  const [transport, setTransport] = useState<TogetherTransport>('socket');
  const [error, setError] = useState<{ code: TogetherErrorCode; message: string } | null>(null);
  const [people, setPeople] = useState<TogetherParticipant[]>([]);
  const [you, setYou] = useState<TogetherParticipant | null>(null);
  const [cursors] = useState(() => new CursorStore());
  const [canUndo, setCanUndo] = useState(false);
  const client = useRef<TogetherClient | null>(null);
  const sync = useRef<{ rebuild: () => void }>({ rebuild: () => undefined });

  if (!client.current) {
    client.current = new TogetherClient(code, {
      changed: () => {
        sync.current.rebuild();
        // The bar renders again only when that changes, not on every action (a busy session has many).
        setCanUndo(client.current?.model.canUndo() ?? false);
      },
      status: (next, failure) => {
        setStatus(next);
        if (failure) setError(failure);
      },
      participants: (list, me) => {
        setPeople(list);
        if (me) setYou(me);
        cursors.keep(list.map((person) => person.id));
      },
      cursor: (id, x, y) => cursors.move(id, x, y),
      transport: setTransport,
    });
  }

  sync.current = useTogetherSync(engine, lineArt, client);

  useEffect(() => {
    const live = client.current;
    live?.start();
    return () => live?.stop();
  }, []);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      // Measured only when a position would go out (reading the canvas's box costs a layout).
      if (!client.current?.cursorDue()) return;
      const canvas = canvasRef.current;
      const at = canvas ? pagePoint(canvas, event.clientX, event.clientY) : null;
      if (at) client.current?.cursor(Math.round(at.x), Math.round(at.y));
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, [canvasRef]);

  const isHost = you?.host === true;
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const statusText =
    status === 'closed'
      ? (error?.message ?? text('together.status.ended'))
      : text(
          status === 'live'
            ? 'together.status.live'
            : status === 'offline'
              ? 'together.status.offline'
              : 'together.status.connecting',
        );

  const leave = async () => {
    if (isHost) await endTogether(code);
    client.current?.stop();
    navigate(`/pages/${client.current?.session?.pageId ?? ''}/color`);
  };

  return (
    <section
      data-testid="together-bar"
      data-status={status}
      data-transport={transport}
      data-error={error?.code ?? ''}
      aria-label={text('together.bar.label')}
      className="flex flex-wrap items-center gap-2 rounded-card bg-surface px-3 py-2 shadow-soft ring-1 ring-ink-100"
    >
      <span
        role="status"
        data-testid="together-status"
        className={cn('font-semibold text-sm', status === 'closed' ? 'text-coral-700' : 'text-ink-600')}
      >
        {statusText}
      </span>
      <ul className="flex flex-wrap items-center gap-1.5" data-testid="together-people">
        {people.map((person) => (
          <li
            key={person.id}
            className="inline-flex items-center gap-1 rounded-full bg-ink-50 py-0.5 pr-1 pl-2 font-semibold text-sm"
          >
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: person.color }}
              aria-hidden="true"
            />
            {person.id === you?.id ? text('together.you', { name: person.name }) : person.name}
            {isHost && person.id !== you?.id && (
              <button
                type="button"
                className="rounded-full p-1 text-ink-500 hover:bg-ink-100"
                title={text('together.remove', { name: person.name })}
                aria-label={text('together.remove', { name: person.name })}
                onClick={() => void removeFromTogether(code, person.id)}
              >
                <UserMinus className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="ml-auto flex items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          data-testid="together-undo"
          disabled={!engine || !canUndo}
          onClick={() => engine?.undo()}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {text('together.undo')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void leave()}>
          <LogOut className="size-4" aria-hidden="true" />
          {text(isHost ? 'together.end' : 'together.leave')}
        </Button>
      </div>
      <TogetherCursors store={cursors} canvas={canvasRef.current} people={people} you={you} />
    </section>
  );
}
