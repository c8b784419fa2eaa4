/**
 * Prompts that name a relation between two subjects or an action, each with what the page must
 * show: the subjects (patterns matched against the OpenMoji names the generator picks) and how
 * they must stand to each other, or the action that must be visible. The generator's relation
 * test reads each page's composition (which parts, where) and requires ≥ 90 % to pass.
 */
export type RelationKind =
  | 'wearing'
  | 'holding'
  | 'riding'
  | 'on'
  | 'under'
  | 'above'
  | 'in'
  | 'visiting'
  | 'next-to'
  | 'behind'
  | 'in-front-of';

export interface RelationPrompt {
  prompt: string;
  /** The subject that does or wears or rides. */
  a: string;
  /** The other subject of the relation. */
  b?: string;
  relation?: RelationKind;
  action?: 'dancing' | 'running' | 'sleeping' | 'jumping' | 'reading';
}

const FLOWER = 'rose|tulip|sunflower|blossom|hibiscus';
/** A girl or a boy is drawn whole, as Twemoji's woman or man doing it (decision 0046). */
const GIRL = '^(?:girl|woman)\\b';
const BOY = '^(?:boy|man)\\b';
const PERSON = 'girl|boy|princess|child|baby|prince|^woman|^man|person';

const rel = (prompt: string, a: string, relation: RelationKind, b: string): RelationPrompt => ({
  prompt,
  a,
  b,
  relation,
});
const act = (prompt: string, a: string, action: RelationPrompt['action']): RelationPrompt => ({
  prompt,
  a,
  action,
});

export const RELATION_SET: RelationPrompt[] = [
  // Wearing: the thing sits on the head (or the face).
  rel('a lion wearing a crown', 'lion', 'wearing', 'crown'),
  rel('a cat wearing a hat', 'cat', 'wearing', 'hat'),
  rel('a dog wearing sunglasses', 'dog', 'wearing', 'sunglasses'),
  rel('a penguin wearing a scarf', 'penguin', 'wearing', 'scarf'),
  rel('a bear wearing a crown', 'bear', 'wearing', 'crown'),
  rel('a frog wearing a crown', 'frog', 'wearing', 'crown'),
  rel('a pig wearing glasses', 'pig', 'wearing', 'glasses'),
  rel('an owl wearing glasses', 'owl', 'wearing', 'glasses'),
  rel('a unicorn with a crown', 'unicorn', 'wearing', 'crown'),
  rel('a monkey wearing a top hat', 'monkey', 'wearing', 'hat'),
  // Holding.
  rel('a girl holding a balloon', GIRL, 'holding', 'balloon'),
  rel('a boy holding a kite', BOY, 'holding', 'kite'),
  rel('a bear holding a balloon', 'bear', 'holding', 'balloon'),
  rel('a monkey holding a banana', 'monkey', 'holding', 'banana'),
  rel('a girl holding a flower', GIRL, 'holding', FLOWER),
  rel('a robot holding a gift', 'robot', 'holding', 'gift'),
  rel('a fairy holding a magic wand', 'fairy', 'holding', 'wand'),
  rel('a dog with a ball', 'dog', 'holding', 'ball'),
  rel('a cat with a ball of yarn', 'cat', 'holding', 'ball|yarn'),
  rel('a mouse holding cheese', 'mouse', 'holding', 'cheese'),
  // Riding: the rider on the ridden one's back.
  // One drawing of a rider on a horse, both whole: Twemoji's jockey.
  { prompt: 'a boy riding a horse', a: 'jockey' },
  rel('a girl riding a unicorn', 'girl', 'riding', 'unicorn'),
  rel('a dog riding a bicycle', 'dog', 'riding', 'bicycle'),
  rel('a monkey riding a bicycle', 'monkey', 'riding', 'bicycle'),
  rel('a cat riding a skateboard', 'cat', 'riding', 'skateboard'),
  rel('a bear riding a scooter', 'bear', 'riding', 'scooter'),
  rel('a frog riding a turtle', 'frog', 'riding', 'turtle'),
  rel('a princess riding a horse', 'princess', 'riding', 'horse'),
  rel('a knight riding a horse', 'prince', 'riding', 'horse'),
  // On.
  rel('a bee on a sunflower', 'honeybee', 'on', 'sunflower'),
  rel('a bird on a tree', 'bird', 'on', 'tree'),
  rel('a cat on a bed', 'cat', 'on', 'bed'),
  rel('a frog on a mushroom', 'frog', 'on', 'mushroom'),
  rel('a butterfly on a flower', 'butterfly', 'on', FLOWER),
  rel('a ladybug on a leaf', 'lady beetle', 'on', 'leaf'),
  rel('a snail on a mushroom', 'snail', 'on', 'mushroom'),
  rel('a monkey in a tree', 'monkey', 'on', 'tree'),
  // Under.
  rel('a unicorn under a rainbow', 'unicorn', 'under', 'rainbow'),
  rel('a cat under a tree', 'cat', 'under', 'tree'),
  rel('a rabbit under a mushroom', 'rabbit', 'under', 'mushroom'),
  rel('a fox under the moon', 'fox', 'under', 'moon'),
  rel('a turtle under a palm tree', 'turtle', 'under', 'palm'),
  rel('a dog under an umbrella', 'dog', 'under', 'umbrella'),
  rel('a hedgehog under a tree', 'hedgehog', 'under', 'tree'),
  rel('a girl under a rainbow', GIRL, 'under', 'rainbow'),
  // Above.
  rel('a butterfly above a flower', 'butterfly', 'above', FLOWER),
  rel('a bird flying over a house', 'bird', 'above', 'house'),
  rel('a balloon over a castle', 'balloon', 'above', 'castle'),
  rel('a dragon flying over a castle', 'dragon', 'above', 'castle'),
  // Next to: one ground line, side by side.
  rel('a cat next to a dog', 'cat', 'next-to', 'dog'),
  rel('a mouse next to an elephant', 'mouse', 'next-to', 'elephant'),
  rel('a rabbit beside a fox', 'rabbit', 'next-to', 'fox'),
  rel('a penguin next to a snowman', 'penguin', 'next-to', 'snowman'),
  rel('a horse next to a house', 'horse', 'next-to', 'house'),
  rel('a giraffe and a zebra', 'giraffe', 'next-to', 'zebra'),
  rel('a duck next to a frog', 'duck', 'next-to', 'frog'),
  rel('a chicken next to a pig', 'chicken|rooster', 'next-to', 'pig'),
  // Visiting: close by, at the flower's head for a flier.
  rel('a bee visiting a flower', 'honeybee', 'visiting', FLOWER),
  rel('a butterfly visiting a sunflower', 'butterfly', 'visiting', 'sunflower'),
  rel('a ladybug visiting a tulip', 'lady beetle', 'visiting', 'tulip'),
  rel('a cat visiting a house', 'cat', 'visiting', 'house'),
  rel('a bear visiting a tent', 'bear', 'visiting', 'tent'),
  rel('a bee visiting a rose', 'honeybee', 'visiting', 'rose'),
  // In.
  rel('a dog in a car', 'dog', 'in', 'automobile'),
  rel('a cat in a basket', 'cat', 'in', 'basket'),
  rel('a frog in a boat', 'frog', 'in', 'boat|canoe'),
  // Behind, in front of.
  rel('a cat behind a tree', 'cat', 'behind', 'tree'),
  rel('a girl in front of a castle', GIRL, 'in-front-of', 'castle'),
  // Actions: someone does it, and the page shows it.
  act('a ballerina dancing', PERSON, 'dancing'),
  act('a bear dancing', 'bear', 'dancing'),
  act('dancing', PERSON, 'dancing'),
  act('a robot dancing', 'robot', 'dancing'),
  act('a dog running', 'dog', 'running'),
  act('a horse running', 'horse', 'running'),
  act('a boy running in the park', BOY, 'running'),
  act('a rabbit running', 'rabbit', 'running'),
  act('a cat sleeping', 'cat', 'sleeping'),
  act('a baby sleeping', 'baby', 'sleeping'),
  act('a sleeping dragon', 'dragon', 'sleeping'),
  act('sleeping', `${PERSON}|cat|dog|teddy`, 'sleeping'),
  act('a frog jumping', 'frog', 'jumping'),
  act('a girl reading', GIRL, 'reading'),
];
