import type { PageDifficulty, PageStyle } from '@colorbook/contract';
import { Cat, Flower2, Mountain, Shapes, Smile } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Choice } from '../../components/choice-group';

/** The contract's styles and difficulties; labels and hints are catalogue keys. */
const styleChoices: ReadonlyArray<Choice<PageStyle>> = [
  { value: 'cartoon', label: 'create.style.cartoon', icon: Smile },
  { value: 'kawaii', label: 'create.style.kawaii', icon: Cat },
  { value: 'realistic', label: 'create.style.realistic', icon: Mountain },
  { value: 'mandala', label: 'create.style.mandala', icon: Flower2 },
  { value: 'pattern', label: 'create.style.pattern', icon: Shapes },
];

const difficultyChoices: ReadonlyArray<Choice<PageDifficulty>> = [
  { value: 'easy', label: 'create.difficulty.easy', hint: 'create.difficulty.easyHint' },
  { value: 'medium', label: 'create.difficulty.medium', hint: 'create.difficulty.mediumHint' },
  { value: 'hard', label: 'create.difficulty.hard', hint: 'create.difficulty.hardHint' },
];

export const DEFAULT_STYLE: PageStyle = 'cartoon';
export const DEFAULT_DIFFICULTY: PageDifficulty = 'medium';

/** The style and difficulty choices in the active language. */
export function usePageChoices() {
  const intl = useIntl();
  return useMemo(() => {
    const words = <T extends string>(choices: ReadonlyArray<Choice<T>>): Choice<T>[] =>
      choices.map((choice) => ({
        ...choice,
        label: intl.formatMessage({ id: choice.label }),
        hint: choice.hint && intl.formatMessage({ id: choice.hint }),
      }));
    return { styles: words(styleChoices), difficulties: words(difficultyChoices) };
  }, [intl]);
}
