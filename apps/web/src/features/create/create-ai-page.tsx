import { type PageDifficulty, type PageStyle, PROMPT_MAX_LENGTH } from '@colorbook/contract';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ArtworkCredit } from '../../components/artwork-credit';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ChoiceGroup } from '../../components/choice-group';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { suggestPrompt } from '../../lib/pages-api';
import { DEFAULT_DIFFICULTY, DEFAULT_STYLE, difficultyChoices, styleChoices } from './create-options';
import { CreatedPageResult } from './created-page-result';
import { CreditsNote } from './credits-note';
import { isBusy, progressLabel, progressPercent } from './generation-state';
import { PromptField } from './prompt-field';
import { useGeneration } from './use-generation';

const EMPTY_PROMPT = 'Describe the page you would like, or tap Surprise me.';
const NO_SUGGESTION = 'No idea came to mind just now. Please try again.';

/** Create with AI (spec §2): prompt, 'Surprise me', style and difficulty, progress, the result. */
export function CreateAiPage() {
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
    else setPromptError(NO_SUGGESTION);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      setPromptError(EMPTY_PROMPT);
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
        title="Create page with AI"
        description="Describe anything you can imagine and we will draw it as a colouring page."
      />
      {state.phase === 'done' ? (
        <CreatedPageResult page={state.page} againLabel="Create another" onAgain={handleCreateAnother} />
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
              legend="Style"
              look="tiles"
              options={styleChoices}
              value={style}
              onChange={setStyle}
              disabled={busy}
            />
            <ChoiceGroup
              legend="Difficulty"
              options={difficultyChoices}
              value={difficulty}
              onChange={setDifficulty}
              disabled={busy}
            />
            {state.phase === 'idle' && <FormAlert message={state.error} />}
            {busy && <ProgressBar label={progressLabel(state)} value={progressPercent(state)} />}
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <Button type="submit" size="lg" busy={busy} disabled={surprising}>
                {!busy && <Sparkles className="size-5" aria-hidden="true" />}
                {busy ? `Creating… ${progressPercent(state)}%` : 'Create page'}
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
