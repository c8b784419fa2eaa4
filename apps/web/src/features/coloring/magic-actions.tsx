import { Lightbulb, Sparkles } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

type Props = {
  /** The page's key is being fetched for the first use. */
  busy: boolean;
  disabled: boolean;
  onMagic: () => void;
  onHint: () => void;
};

const actionClass = cn(
  'flex h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold whitespace-nowrap text-ink-700 ring-1 ring-ink-200 transition pointer-fine:h-9',
  'hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
  'disabled:pointer-events-none disabled:opacity-50',
);

/**
 * Magic colours and a hint outside colour by number (in the palette panel): the page's own key
 * colours the whole page in one undoable step, or one part not coloured yet.
 */
export function MagicActions({ busy, disabled, onMagic, onHint }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    // Side by side on a phone's wide panel, one above the other in the rail's narrow one.
    <div className="grid grid-cols-2 gap-2 rail:grid-cols-1" aria-busy={busy}>
      <button
        type="button"
        className={actionClass}
        disabled={disabled || busy}
        title={text('coloring.magic.title')}
        onClick={onMagic}
      >
        {busy ? <Spinner className="size-5" label="" /> : <Sparkles className="size-5" aria-hidden="true" />}
        {text('coloring.magic')}
      </button>
      <button
        type="button"
        className={actionClass}
        disabled={disabled || busy}
        title={text('coloring.hint.title')}
        onClick={onHint}
      >
        <Lightbulb className="size-5" aria-hidden="true" />
        {text('coloring.hint')}
      </button>
    </div>
  );
}
