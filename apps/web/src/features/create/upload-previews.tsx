import { FileImage, PenLine, X } from 'lucide-react';
import { type IntlShape, useIntl } from 'react-intl';
import { Spinner } from '../../components/spinner';
import { shortenFilename } from '../../lib/format';

const formatSize = (intl: IntlShape, bytes: number) =>
  bytes < 1024 * 1024
    ? intl.formatMessage({ id: 'create.upload.sizeKb' }, { size: Math.max(1, Math.round(bytes / 1024)) })
    : intl.formatMessage({ id: 'create.upload.sizeMb' }, { size: bytes / (1024 * 1024) });

/**
 * The chosen image beside the line art made from it (create-upload-page.tsx), with the file's
 * name and size. `onRemove`: absent while the page is being made.
 */
export function UploadPreviews({
  chosen,
  lineArt,
  preparing,
  onRemove,
}: {
  chosen: { file: File; preview: string };
  lineArt: string | null;
  preparing: boolean;
  onRemove?: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <div className="grid w-full grid-cols-2 gap-3 sm:gap-4">
        <figure className="relative flex flex-col items-center gap-2">
          <img
            src={chosen.preview}
            alt={intl.formatMessage({ id: 'create.upload.previewAlt' }, { name: chosen.file.name })}
            className="max-h-72 max-w-full rounded-2xl bg-white object-contain shadow-soft ring-1 ring-ink-200"
          />
          <figcaption className="text-sm font-semibold text-ink-600">
            {intl.formatMessage({ id: 'create.upload.yourImage' })}
          </figcaption>
          {onRemove && (
            <button
              type="button"
              onClick={onRemove}
              className="absolute -top-2 -right-2 grid size-11 place-items-center rounded-full bg-surface text-ink-600 shadow-soft ring-1 ring-ink-200 hover:text-danger-700"
              aria-label={intl.formatMessage({ id: 'create.upload.removeImage' })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </figure>
        <figure className="flex flex-col items-center gap-2">
          <div className="grid aspect-square w-full max-w-72 place-items-center overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-ink-200">
            {lineArt ? (
              <img
                src={lineArt}
                alt={intl.formatMessage({ id: 'create.upload.lineArtPreview' })}
                className="size-full object-contain"
                data-testid="line-art-preview"
              />
            ) : preparing ? (
              <Spinner
                className="size-10 text-brand-500"
                label={intl.formatMessage({ id: 'create.upload.drawingLineArt' })}
              />
            ) : (
              <PenLine className="size-10 text-ink-300" aria-hidden="true" />
            )}
          </div>
          <figcaption className="text-sm font-semibold text-ink-600">
            {intl.formatMessage({ id: 'create.upload.lineArtPreview' })}
          </figcaption>
        </figure>
      </div>
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700">
        <FileImage className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
        <span title={chosen.file.name} data-testid="file-name">
          {shortenFilename(chosen.file.name)}
        </span>
        <span className="text-ink-400">· {formatSize(intl, chosen.file.size)}</span>
      </p>
    </div>
  );
}
