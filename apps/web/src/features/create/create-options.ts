import type { PageDifficulty, PageStyle } from '@colorbook/contract';
import { Cat, Flower2, Mountain, Shapes, Smile } from 'lucide-react';
import type { Choice } from '../../components/choice-group';

/** The contract's styles and difficulties, in words. */
export const styleChoices: ReadonlyArray<Choice<PageStyle>> = [
  { value: 'cartoon', label: 'Cartoon', icon: Smile },
  { value: 'kawaii', label: 'Kawaii', icon: Cat },
  { value: 'realistic', label: 'Realistic', icon: Mountain },
  { value: 'mandala', label: 'Mandala', icon: Flower2 },
  { value: 'pattern', label: 'Pattern', icon: Shapes },
];

export const difficultyChoices: ReadonlyArray<Choice<PageDifficulty>> = [
  { value: 'easy', label: 'Easy', hint: 'Big shapes' },
  { value: 'medium', label: 'Medium', hint: 'Some detail' },
  { value: 'hard', label: 'Hard', hint: 'Fine detail' },
];

export const DEFAULT_STYLE: PageStyle = 'cartoon';
export const DEFAULT_DIFFICULTY: PageDifficulty = 'medium';
