import { PROMPT_MAX_LENGTH } from '@colorbook/contract';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { FieldError, TextField } from '../../components/text-field';
import { usePhotoChoice } from '../../components/use-photo-choice';
import { checkImageFile } from '../../lib/upload';
import { CreatedPageResult } from './created-page-result';
import { CreditsNote } from './credits-note';
import { DropZone } from './drop-zone';
import { UploadPreviews } from './upload-previews';
import { usePageUpload } from './use-page-upload';

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
                  <UploadPreviews
                    chosen={chosen}
                    lineArt={lineArt}
                    preparing={preparing}
                    onRemove={phase.step === 'converting' ? undefined : handleRemove}
                  />
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
