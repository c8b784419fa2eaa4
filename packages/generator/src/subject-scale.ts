import type { LineArtEntry } from './line-art-library';
import { isBust } from './placed';

/**
 * How big a subject is in the world, on a rough scale of 0 (a bee) to 4 (an elephant, a
 * house), so subjects that share a ground line keep believable sizes: a mouse beside a horse is
 * small, two friends of a size stand eye to eye.
 */
/** Word lists per class, matched as whole words of the drawing's name ("ant" is not in "elephant"). */
const CLASS_WORDS: [string, number][] = [
  ['honeybee bee beetle ant butterfly lady snail worm cricket spider mosquito fly microbe bug', 0],
  [
    'crown hat cap glasses sunglasses scarf ribbon necktie ball yarn book microphone palette apple pear cherries strawberry banana doughnut cupcake cream candy lollipop cookie egg mushroom shell balloon cheese carrot wand leaf',
    0.5,
  ],
  [
    'mouse hamster rat frog chick bird parrot duck owl pigeon dove hedgehog squirrel chipmunk rabbit cat kitten fish crab flower rose tulip blossom sunflower hibiscus teddy kite gift cake pizza hamburger fries skateboard basket',
    1,
  ],
  [
    'dog poodle fox raccoon penguin koala sloth monkey otter beaver badger skunk turtle seal lamb ewe goat pig baby child girl boy cook artist singer teacher octopus dolphin flamingo peacock swan eagle turkey chair bicycle scooter snowman cactus chicken rooster',
    2,
  ],
  [
    'horse unicorn lion tiger leopard bear panda deer wolf cow ox camel llama zebra kangaroo gorilla moose bison crocodile shark prince princess mage fairy elf astronaut firefighter farmer police detective ninja pilot scientist superhero robot alien ghost santa genie merperson bed motorcycle',
    3,
  ],
  [
    'elephant giraffe whale t-rex sauropod mammoth dragon hippopotamus rhinoceros tree palm house castle lighthouse tent car automobile bus truck tractor engine locomotive train ship boat sailboat canoe rocket airplane helicopter saucer volcano rainbow carousel ferris slide',
    4,
  ],
];
const CLASS_OF = new Map(
  CLASS_WORDS.flatMap(([list, size]) => list.split(' ').map((word) => [word, size] as const)),
);

const KIND_CLASS: Record<LineArtEntry['kind'], number> = {
  animal: 2,
  flying: 1,
  water: 2,
  plant: 1.5,
  food: 0.5,
  vehicle: 4,
  building: 4,
  sky: 3,
  object: 1,
  fantasy: 3,
  person: 3,
};

/** Whole names whose last word would mislead: a hot-air balloon is no party balloon. */
const WHOLE_NAMES: Record<string, number> = { 'hot air balloon': 4 };

export function sizeClass(entry: LineArtEntry): number {
  const whole = WHOLE_NAMES[entry.name.toLowerCase()];
  if (whole !== undefined) return whole;
  // The last word names the thing ("polar bear", "racing car"); earlier ones only describe it.
  const nameWords = entry.name.toLowerCase().split(/[\s:]+/);
  for (let i = nameWords.length - 1; i >= 0; i--) {
    const size = CLASS_OF.get(nameWords[i] as string);
    if (size !== undefined) return size;
  }
  return KIND_CLASS[entry.kind];
}

/**
 * The size of `other` next to `main`, as a share of main's size: each class step is a factor of
 * 1.45, kept between a third (still big enough to colour) and the same size (the main subject
 * stays the largest thing on the page).
 */
export function relativeSize(main: LineArtEntry, other: LineArtEntry): number {
  // A head and shoulders beside someone drawn head to feet is about the size of their upper half.
  const bust = main.kind === 'person' && isBust(other) ? 0.5 : 1;
  const ratio = bust * 1.45 ** (sizeClass(other) - sizeClass(main));
  return Math.max(0.34, Math.min(1, ratio));
}
