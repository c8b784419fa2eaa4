import { type PageDifficulty, type PageStyle, PROMPT_MAX_LENGTH } from '@colorbook/contract';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ArtworkCredit } from '../../components/artwork-credit';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ChoiceGroup } from '../../components/choice-group';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { suggestPrompt } from '../../lib/pages-api';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, usePageChoices } from './create-options';
import { CreatedPageResult } from './created-page-result';
import { CreditsNote } from './credits-note';
import { isBusy, progressLabel, progressPercent } from './generation-state';
import { PromptField } from './prompt-field';
import { useGeneration } from './use-generation';

/** Create with AI (spec §2): prompt, 'Surprise me', style and difficulty, progress, the result. */
export function CreateAiPage() {
  const intl = useIntl();
  const { styles, difficulties } = usePageChoices();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<PageStyle>(DEFAULT_STYLE);
  const [difficulty, setDifficulty] = useState<PageDifficulty>(DEFAULT_DIFFICULTY);
  const [promptError, setPromptError] = useState<string>();
  const [surprising, setSurprising] = useState(false);
  const { state, start, reset } = useGeneration();
  const busy = isBusy(state);

  const handlePromptChange = (value: string) => {
    setPrompt(value);
    if (promptError) setPromptError(undefined);
  };

  const handleSurprise = async () => {
    setSurprising(true);
    const suggestion = await suggestPrompt();
    setSurprising(false);
    if (suggestion) handlePromptChange(suggestion.slice(0, PROMPT_MAX_LENGTH));
    else setPromptError(intl.formatMessage({ id: 'create.ai.noSuggestion' }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      setPromptError(intl.formatMessage({ id: 'create.ai.emptyPrompt' }));
      return;
    }
    void start({ prompt: text, style, difficulty });
  };

  const handleCreateAnother = () => {
    reset();
    setPrompt('');
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'create.ai.title' })}
        description={intl.formatMessage({ id: 'create.ai.description' })}
      />
      {state.phase === 'done' ? (
        <CreatedPageResult
          page={state.page}
          notice={state.notice ?? null}
          againLabel={intl.formatMessage({ id: 'create.ai.again' })}
          onAgain={handleCreateAnother}
        />
      ) : (
        <Card className="max-w-3xl p-5 sm:p-8">
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-6"
            aria-busy={busy || undefined}
          >
            <PromptField
              value={prompt}
              onChange={handlePromptChange}
              onSurprise={() => void handleSurprise()}
              surprising={surprising}
              error={promptError}
              disabled={busy}
            />
            <ChoiceGroup
              legend={intl.formatMessage({ id: 'create.ai.style' })}
              look="tiles"
              options={styles}
              value={style}
              onChange={setStyle}
              disabled={busy}
            />
            <ChoiceGroup
              legend={intl.formatMessage({ id: 'create.ai.difficulty' })}
              options={difficulties}
              value={difficulty}
              onChange={setDifficulty}
              disabled={busy}
            />
            {state.phase === 'idle' && <FormAlert message={state.error} />}
            {busy && (
              <ProgressBar
                label={intl.formatMessage({ id: progressLabel(state) })}
                value={progressPercent(state)}
              />
            )}
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <Button type="submit" size="lg" busy={busy} disabled={surprising}>
                {!busy && <Sparkles className="size-5" aria-hidden="true" />}
                {busy
                  ? intl.formatMessage(
                      { id: 'create.ai.creating' },
                      { progress: progressPercent(state) / 100 },
                    )
                  : intl.formatMessage({ id: 'create.createPage' })}
              </Button>
              <CreditsNote />
            </div>
          </form>
        </Card>
      )}
      <ArtworkCredit className="mt-6 max-w-3xl" />
    </>
  );
}

export { CreateAiPage as Component };
