import { deltaE, type Lab, labOfHex } from './colour-space';

/**
 * What a colour is good for in an automatic colouring: the sky and water up high, grass and
 * earth down low, everything else anywhere.
 */
export type ColourRole = 'sky' | 'green' | 'earth' | 'accent';

export interface NamedColour {
  name: string;
  hex: string;
  role: ColourRole;
  lab: Lab;
}

/**
 * One family of clear, mid-light crayon colours (none so dark that the lines vanish, none white
 * like the paper), so any choice among them sits well together; the names are a child's words.
 */
const COLOURS: [string, string, ColourRole][] = [
  ['Sky blue', '#7cc6f2', 'sky'],
  ['Pale blue', '#b7e1fa', 'sky'],
  ['Cornflower blue', '#6d9eeb', 'sky'],
  ['Sea blue', '#3d86c6', 'accent'],
  ['Turquoise', '#4fcfc4', 'accent'],
  ['Teal', '#2a9d8f', 'accent'],
  ['Grass green', '#6cc04a', 'green'],
  ['Leaf green', '#3f9e4a', 'green'],
  ['Lime green', '#b6e04c', 'green'],
  ['Mint green', '#a6e6c1', 'accent'],
  ['Olive green', '#9aa845', 'green'],
  ['Sand', '#efd8a0', 'earth'],
  ['Light brown', '#c8945a', 'earth'],
  ['Chocolate brown', '#8b5a2b', 'earth'],
  ['Terracotta', '#d9794a', 'earth'],
  ['Sunshine yellow', '#ffd93b', 'accent'],
  ['Lemon yellow', '#fff27a', 'accent'],
  ['Orange', '#ff9f3b', 'accent'],
  ['Peach', '#ffc49b', 'accent'],
  ['Coral', '#ff7b6b', 'accent'],
  ['Red', '#e8443a', 'accent'],
  ['Cherry red', '#c2264b', 'accent'],
  ['Pink', '#ff9ec7', 'accent'],
  ['Rose pink', '#f06fa0', 'accent'],
  ['Lavender', '#c7b3f0', 'accent'],
  ['Purple', '#9b6fd6', 'accent'],
  ['Plum', '#7a3f8f', 'accent'],
  ['Periwinkle', '#9fb0f5', 'accent'],
  ['Silver grey', '#c9ced6', 'accent'],
  ['Cream', '#fff1d0', 'accent'],
];

export const NAMED_COLOURS: readonly NamedColour[] = COLOURS.map(([name, hex, role]) => ({
  name,
  hex,
  role,
  lab: labOfHex(hex),
}));

/** The named colour nearest to `lab` (for naming a photo's colours). */
export const nearestNamed = (lab: Lab): NamedColour => {
  let best = NAMED_COLOURS[0] as NamedColour;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const colour of NAMED_COLOURS) {
    const distance = deltaE(colour.lab, lab);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = colour;
    }
  }
  return best;
};

/**
 * Names for a photo's palette: the nearest named colour, told apart with "Light"/"Dark" and
 * then a number when two palette colours fall nearest to the same name.
 */
export const namesFor = (palette: readonly Lab[]): string[] => {
  const used = new Set<string>();
  return palette.map((lab) => {
    const nearest = nearestNamed(lab);
    const base =
      lab[0] < 18 ? 'Black' : lab[0] > 96 && Math.hypot(lab[1], lab[2]) < 6 ? 'White' : nearest.name;
    const shade = lab[0] >= nearest.lab[0] ? 'Light' : 'Dark';
    const candidates = [base, `${shade} ${base.charAt(0).toLowerCase()}${base.slice(1)}`];
    let name = candidates.find((candidate) => !used.has(candidate));
    for (let n = 2; !name; n++) if (!used.has(`${base} ${n}`)) name = `${base} ${n}`;
    used.add(name);
    return name;
  });
};
