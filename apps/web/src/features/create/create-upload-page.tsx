import { PROMPT_MAX_LENGTH } from '@colorbook/contract';
import { FileImage, PenLine, Sparkles, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { Spinner } from '../../components/spinner';
import { FieldError, TextField } from '../../components/text-field';
import { usePhotoChoice } from '../../components/use-photo-choice';
import { shortenFilename } from '../../lib/format';
import { checkImageFile } from '../../lib/upload';
import { CreatedPageResult } from './created-page-result';
import { CreditsNote } from './credits-note';
import { DropZone } from './drop-zone';
import { usePageUpload } from './use-page-upload';

const formatSize = (intl: IntlShape, bytes: number) =>
  bytes < 1024 * 1024
    ? intl.formatMessage({ id: 'create.upload.sizeKb' }, { size: Math.max(1, Math.round(bytes / 1024)) })
    : intl.formatMessage({ id: 'create.upload.sizeMb' }, { size: bytes / (1024 * 1024) });

/** Upload a page (spec §2): drop or pick an image, see it, give it a title, get line art back. */
export function CreateUploadPage() {
  const intl = useIntl();
  const hintId = useId();
  const image = usePhotoChoice();
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string>();
  const { phase, prepare, confirm, reset, clearError } = usePageUpload();
  const preparing = phase.step === 'uploading' || phase.step === 'previewing';
  const busy = preparing || phase.step === 'converting';
  const chosen = image.choice.kind === 'file' ? image.choice : null;
  const lineArt = phase.step === 'ready' || phase.step === 'converting' ? phase.preview : null;

  // The line art is made as soon as an image is chosen, so the user sees it before confirming.
  const handleFile = (file: File) => {
    const problem = checkImageFile(file);
    setFileError(problem ?? undefined);
    clearError();
    if (problem) {
      image.reset();
      reset();
      return;
    }
    image.choose(file);
    void prepare(file);
  };

  const handleRemove = () => {
    image.reset();
    reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFileError(intl.formatMessage({ id: 'create.upload.noFile' }));
      return;
    }
    if (phase.step === 'ready') void confirm(title);
    // After a failure, trying again starts over with the same file.
    else if (phase.step === 'idle') void prepare(chosen.file);
  };

  const handleUploadAnother = () => {
    reset();
    image.reset();
    setTitle('');
    setFileError(undefined);
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'create.upload.title' })}
        description={intl.formatMessage({ id: 'create.upload.description' })}
      />
      {phase.step === 'done' ? (
        <CreatedPageResult
          page={phase.page}
          againLabel={intl.formatMessage({ id: 'create.upload.again' })}
          onAgain={handleUploadAnother}
        />
      ) : (
        <Card className="max-w-3xl p-5 sm:p-8">
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-6"
            aria-busy={busy || undefined}
          >
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-bold text-ink-800">
                {intl.formatMessage({ id: 'create.upload.image' })}
              </span>
              <DropZone
                onFile={handleFile}
                disabled={phase.step === 'converting'}
                invalid={Boolean(fileError)}
                describedBy={fileError ? `${hintId}-error` : hintId}
              >
                {chosen && (
                  <div className="flex w-full flex-col items-center gap-3">
                    <div className="grid w-full grid-cols-2 gap-3 sm:gap-4">
                      <figure className="relative flex flex-col items-center gap-2">
                        <img
                          src={chosen.preview}
                          alt={intl.formatMessage(
                            { id: 'create.upload.previewAlt' },
                            { name: chosen.file.name },
                          )}
                          className="max-h-72 max-w-full rounded-2xl bg-white object-contain shadow-soft ring-1 ring-ink-200"
                        />
                        <figcaption className="text-sm font-semibold text-ink-600">
                          {intl.formatMessage({ id: 'create.upload.yourImage' })}
                        </figcaption>
                        {phase.step !== 'converting' && (
                          <button
                            type="button"
                            onClick={handleRemove}
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
                )}
              </DropZone>
              {fileError ? (
                <FieldError id={`${hintId}-error`} message={fileError} />
              ) : (
                <p id={hintId} className="text-sm text-ink-500">
                  {intl.formatMessage({ id: 'create.upload.hint' })}
                </p>
              )}
            </div>
            <TextField
              label={intl.formatMessage({ id: 'create.upload.titleLabel' })}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={PROMPT_MAX_LENGTH}
              placeholder={intl.formatMessage({ id: 'create.upload.titlePlaceholder' })}
              disabled={phase.step === 'converting'}
            />
            {phase.step === 'idle' && <FormAlert message={phase.error} />}
            {busy && (
              <ProgressBar
                label={
                  phase.step === 'uploading'
                    ? intl.formatMessage({ id: 'create.upload.uploadingImage' })
                    : phase.step === 'previewing'
                      ? intl.formatMessage({ id: 'create.upload.turning' })
                      : intl.formatMessage({ id: 'create.upload.creatingYourPage' })
                }
                value={null}
              />
            )}
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <Button type="submit" size="lg" busy={busy}>
                {!busy && <Sparkles className="size-5" aria-hidden="true" />}
                {phase.step === 'uploading'
                  ? intl.formatMessage({ id: 'create.upload.uploading' })
                  : phase.step === 'previewing'
                    ? intl.formatMessage({ id: 'create.upload.makingPreview' })
                    : phase.step === 'converting'
                      ? intl.formatMessage({ id: 'create.upload.creatingPage' })
                      : intl.formatMessage({ id: 'create.createPage' })}
              </Button>
              <CreditsNote />
            </div>
          </form>
        </Card>
      )}
    </>
  );
}

export { CreateUploadPage as Component };
