import {
  Clapperboard,
  Download,
  Maximize2,
  Minimize2,
  Printer,
  Save,
  Share2,
  Trash2,
  Users,
} from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { ToolButton } from './tool-button';

type Props = {
  title: string;
  status: string;
  scaled: boolean;
  ready: boolean;
  saving: boolean;
  onToggleScale: () => void;
  onClear: () => void;
  onDownload: () => void;
  onPrint: () => void;
  onSave: () => void;
  /** Opens the share dialog (a link to the saved colouring). */
  onShare: () => void;
  /** Opens the time-lapse replay (replay-player.tsx). */
  onReplay?: () => void;
  /** Opens "Colour together" (issue 40). */
  onTogether?: () => void;
  /** The rail layout: one row in the app's top bar (its height is fixed), not above the canvas. */
  inBar?: boolean;
  /** The bar's content lines up with the screen below it, which is capped at 6xl unless scaled. */
  wide?: boolean;
  /** Icons only (a phone held sideways has no room for the actions' words in the bar). */
  compact?: boolean;
  /** Kid mode (issue 24): no download, print, share or replay. */
  kid?: boolean;
};

/** The actions kid mode keeps: nothing that leaves the app (files, prints, links). */
const KID_ACTIONS = new Set(['coloring.action.clear', 'coloring.action.together']);

/** The room the title keeps in the top bar before the actions give up their words. */
const TITLE_ROOM_PX = 180;

/**
 * Whether the actions may show their words: in the top bar only while the title keeps
 * TITLE_ROOM_PX beside them (long words, a family's profile pill and a narrow window take it),
 * above the page only while they fit their row; else icons only. Also whether the title is cut
 * short (then its tooltip shows it whole).
 */
function useBarFit(
  inBar: boolean,
  header: RefObject<HTMLDivElement | null>,
  actions: RefObject<HTMLDivElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const [words, setWords] = useState(true);
  const [cut, setCut] = useState(false);
  /** The actions' width with their words, measured while they had them. */
  const wordsWidth = useRef(0);
  const wordsRef = useRef(words);
  wordsRef.current = words;
  useLayoutEffect(() => {
    const box = header.current;
    const row = actions.current;
    if (!box || !row) return;
    const measure = () => {
      const h1 = heading.current;
      if (h1) setCut(h1.scrollWidth > h1.clientWidth + 1);
      // Above the page (tablets), the actions have a row of their own: they only have to fit it.
      if (wordsRef.current) wordsWidth.current = row.scrollWidth;
      setWords(box.clientWidth - wordsWidth.current >= (inBar ? TITLE_ROOM_PX : 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(row);
    return () => observer.disconnect();
  }, [inBar, header, actions, heading]);
  return { words, cut };
}

/** Title, save state and the page actions: scale, clear, download, print, save. */
export function ColoringHeader({
  title,
  status,
  scaled,
  ready,
  saving,
  onToggleScale,
  onClear,
  onDownload,
  onPrint,
  onSave,
  onShare,
  onReplay,
  onTogether,
  inBar = false,
  wide = false,
  compact = false,
  kid = false,
}: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const allActions = [
    { id: 'coloring.action.clear', icon: Trash2, onClick: onClear },
    { id: 'coloring.action.download', icon: Download, onClick: onDownload },
    { id: 'coloring.action.print', icon: Printer, onClick: onPrint },
    { id: 'coloring.action.share', icon: Share2, onClick: onShare },
    // Phones have no room for a seventh action in this row: Replay sits beside the title there.
    ...(onReplay
      ? [{ id: 'coloring.action.replay', icon: Clapperboard, onClick: onReplay, className: 'max-sm:hidden' }]
      : []),
    // Nor for an eighth: "Colour together" joins Replay beside the title on phones (a child's row has room).
    ...(onTogether
      ? [
          {
            id: 'coloring.action.together',
            icon: Users,
            onClick: onTogether,
            className: kid ? undefined : 'max-sm:hidden',
          },
        ]
      : []),
  ];
  const actions = kid ? allActions.filter((action) => KID_ACTIONS.has(action.id)) : allActions;
  const headerRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fit = useBarFit(inBar, headerRef, actionsRef, headingRef);
  const iconsOnly = compact || !fit.words;
  return (
    <div
      ref={headerRef}
      data-testid="coloring-header"
      className={cn(
        'flex items-center justify-between gap-x-4',
        inBar ? 'mx-auto w-full' : 'flex-wrap gap-y-2',
        inBar && !wide && 'max-w-6xl',
      )}
    >
      {/* The title never goes below 80 px, whatever else the bar holds. */}
      <div className={cn('flex min-w-20 flex-1 items-start gap-2', !inBar && 'basis-56')}>
        <div className="min-w-0 flex-1">
          <h1
            ref={headingRef}
            // The whole title in a tooltip, only when it is cut short.
            title={fit.cut ? title : undefined}
            data-testid="coloring-title"
            className={cn(
              'truncate font-extrabold tracking-tight',
              inBar ? 'text-lg leading-6' : 'text-xl sm:text-2xl',
            )}
          >
            {title}
          </h1>
          <p
            className={cn('font-semibold text-ink-500', inBar ? 'text-xs leading-4' : 'min-h-5 text-sm')}
            role="status"
            data-testid="save-status"
          >
            {status}
          </p>
        </div>
        {onReplay && !inBar && !kid && (
          <ToolButton
            label={text('coloring.action.replay')}
            icon={Clapperboard}
            disabled={!ready}
            onClick={onReplay}
            className="sm:hidden"
          />
        )}
        {onTogether && !inBar && !kid && (
          <ToolButton
            label={text('coloring.action.together')}
            icon={Users}
            disabled={!ready}
            onClick={onTogether}
            className="sm:hidden"
          />
        )}
      </div>
      <div
        ref={actionsRef}
        className={cn(
          'flex items-center gap-1',
          inBar ? 'shrink-0' : 'w-full justify-between sm:w-auto sm:justify-end',
        )}
      >
        <ToolButton
          label={text('coloring.scale.label')}
          title={text(scaled ? 'coloring.scale.back' : 'coloring.scale.full')}
          icon={scaled ? Minimize2 : Maximize2}
          pressed={scaled}
          onClick={onToggleScale}
        />
        {actions.map(({ id, icon, onClick, className }) => (
          <ToolButton
            key={id}
            className={className}
            label={text(id)}
            icon={icon}
            text={iconsOnly ? undefined : text(id)}
            disabled={!ready}
            onClick={onClick}
          />
        ))}
        {/* Narrow phones: tighter, and the word without its icon, so a longer word ("Speichern") fits the row. */}
        <Button
          size="md"
          className="ml-1 shrink-0 max-[25rem]:px-3"
          busy={saving}
          disabled={!ready}
          onClick={onSave}
        >
          {!saving && <Save className="size-5 max-[25rem]:hidden" aria-hidden="true" />}
          {text('coloring.action.save')}
        </Button>
      </div>
    </div>
  );
}
