import { Download, Maximize2, Minimize2, Printer, Save, Share2, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
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
  /** Native shells only: the system share sheet. */
  onShare?: () => void;
};

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
}: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0 flex-1 basis-56">
        <h1 className="truncate text-xl font-extrabold tracking-tight sm:text-2xl">{title}</h1>
        <p className="min-h-5 text-sm font-semibold text-ink-500" role="status" data-testid="save-status">
          {status}
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-end">
        <ToolButton
          label="Scale canvas"
          title={scaled ? 'Back to the whole page' : 'Scale the canvas to the full width'}
          icon={scaled ? Minimize2 : Maximize2}
          pressed={scaled}
          onClick={onToggleScale}
        />
        <ToolButton label="Clear" icon={Trash2} text="Clear" disabled={!ready} onClick={onClear} />
        <ToolButton label="Download" icon={Download} text="Download" disabled={!ready} onClick={onDownload} />
        <ToolButton label="Print" icon={Printer} text="Print" disabled={!ready} onClick={onPrint} />
        {onShare && (
          <ToolButton label="Share" icon={Share2} text="Share" disabled={!ready} onClick={onShare} />
        )}
        <Button size="md" className="ml-1" busy={saving} disabled={!ready} onClick={onSave}>
          {!saving && <Save className="size-5" aria-hidden="true" />}
          Save
        </Button>
      </div>
    </div>
  );
}
