/**
 * Just enough English stemming to match what people type ("puppies", "wolves", "foxes") against
 * OpenMoji's names. Verbs are deliberately left alone: stripping "-ing" would turn "flying" into
 * the insect "fly" and "ring" out of "playing".
 */
const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
  oxen: 'ox',
  people: 'person',
  children: 'child',
  cacti: 'cactus',
  octopi: 'octopus',
  octopuses: 'octopus',
  fungi: 'mushroom',
  leaves: 'leaf',
  wolves: 'wolf',
  knives: 'knife',
  loaves: 'loaf',
  elves: 'elf',
  shelves: 'shelf',
  dwarves: 'dwarf',
  fairies: 'fairy',
  cookies: 'cookie',
  movies: 'movie',
  pies: 'pie',
  ties: 'tie',
};
/** Singular words that end in "s"; both prompt and names are stemmed alike, so plurals need no list. */
const KEEP = new Set([
  'bus',
  'cactus',
  'octopus',
  'hippopotamus',
  'asparagus',
  'walrus',
  'platypus',
  'canvas',
  'glass',
  'grass',
  'chess',
  'dress',
  'princess',
  'cross',
  'moss',
  'class',
  'compass',
  'bass',
  'iris',
  'lotus',
  'hibiscus',
  'christmas',
  'rhinoceros',
  'gas',
  'kiss',
  'atlas',
  'circus',
  'citrus',
  'pegasus',
  'tennis',
  'series',
  'species',
  'this',
  'his',
  'was',
  'its',
  'always',
  'news',
  'yes',
]);

export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length <= 3 || KEEP.has(w)) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (/(ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Lower-case word tokens of a text, split on anything that is not a letter. */
export const words = (text: string): string[] =>
  text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
