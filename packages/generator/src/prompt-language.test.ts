import { describe, expect, it } from 'vitest';
import { IN_OTHER_LANGUAGES } from '../contact-sheet-prompts';
import { matchSubjectOptions, readPrompt } from './line-art-library';
import { planPage } from './page-plan';
import { lexiconSize, promptLanguage } from './prompt-language';

/** Everyday prompts and how a native speaker of each of the app's other languages types them. */
const TRANSLATED: [string, string, string, string, string][] = [
  // [English, Spanish, French, German, Brazilian Portuguese]
  [
    'a dog reading a book',
    'un perro leyendo un libro',
    'un chien qui lit un livre',
    'ein Hund, der ein Buch liest',
    'um cachorro lendo um livro',
  ],
  [
    'a cat sleeping under a tree',
    'un gato durmiendo debajo de un árbol',
    'un chat qui dort sous un arbre',
    'eine Katze schläft unter einem Baum',
    'um gato dormindo debaixo de uma árvore',
  ],
  [
    'a girl riding a bicycle',
    'una niña montando en bicicleta',
    'une fille à vélo',
    'ein Mädchen fährt Fahrrad',
    'uma menina andando de bicicleta',
  ],
  [
    'a fox in the forest',
    'un zorro en el bosque',
    'un renard dans la forêt',
    'ein Fuchs im Wald',
    'uma raposa na floresta',
  ],
  [
    'a birthday cake with candles',
    'un pastel de cumpleaños con velas',
    "un gâteau d'anniversaire avec des bougies",
    'ein Geburtstagskuchen mit Kerzen',
    'um bolo de aniversário com velas',
  ],
  [
    'two cats playing',
    'dos gatos jugando',
    'deux chats qui jouent',
    'zwei Katzen spielen',
    'dois gatos brincando',
  ],
  [
    'a family of bears',
    'una familia de osos',
    "une famille d'ours",
    'eine Bärenfamilie',
    'uma família de ursos',
  ],
  [
    'a dragon flying over a castle',
    'un dragón volando sobre un castillo',
    "un dragon qui vole au-dessus d'un château",
    'ein Drache fliegt über eine Burg',
    'um dragão voando sobre um castelo',
  ],
  ['a racing car', 'un coche de carreras', 'une voiture de course', 'ein Rennauto', 'um carro de corrida'],
  [
    'a rabbit next to a house',
    'un conejo al lado de una casa',
    "un lapin à côté d'une maison",
    'ein Hase neben einem Haus',
    'um coelho ao lado de uma casa',
  ],
  [
    'a princess with a crown',
    'una princesa con una corona',
    'une princesse avec une couronne',
    'eine Prinzessin mit einer Krone',
    'uma princesa com uma coroa',
  ],
  ['a fish in the sea', 'un pez en el mar', 'un poisson dans la mer', 'ein Fisch im Meer', 'um peixe no mar'],
  [
    'a horse on a farm',
    'un caballo en una granja',
    'un cheval dans une ferme',
    'ein Pferd auf dem Bauernhof',
    'um cavalo na fazenda',
  ],
  [
    'an astronaut in space',
    'un astronauta en el espacio',
    "un astronaute dans l'espace",
    'ein Astronaut im Weltall',
    'um astronauta no espaço',
  ],
  [
    'three ducks swimming in a lake',
    'tres patos nadando en un lago',
    'trois canards qui nagent dans un lac',
    'drei Enten schwimmen in einem See',
    'três patos nadando em um lago',
  ],
  [
    'a mouse eating cheese',
    'un ratón comiendo queso',
    'une souris qui mange du fromage',
    'eine Maus frisst Käse',
    'um ratinho comendo queijo',
  ],
  [
    'a frog reading a book',
    'una rana leyendo un libro',
    'une grenouille qui lit un livre',
    'ein Frosch liest ein Buch',
    'um sapo lendo um livro',
  ],
  [
    'a boy holding a balloon',
    'un niño sosteniendo un globo',
    'un garçon tenant un ballon',
    'ein Junge hält einen Luftballon',
    'um menino segurando um balão',
  ],
];

/** What the planner read: each subject's candidate drawings, then how they relate and where. */
function reading(prompt: string) {
  const english = readPrompt(prompt);
  const plan = planPage({ prompt, seed: 1 });
  return {
    subjects: matchSubjectOptions(english).map((match) => match.options.map((entry) => entry.name).sort()),
    layout: plan.layout,
    relation: plan.relation?.kind,
    third: plan.third,
    action: plan.action,
    scene: plan.scene?.kind,
    night: plan.scene?.night,
    count: plan.subjects.length,
    fallback: plan.fallback,
  };
}

describe('offline prompts in every language the app speaks (issue 37)', () => {
  it('plans a translated prompt as its English original: subjects, counts, relation, action, scene', () => {
    for (const [english, ...translations] of TRANSLATED) {
      const expected = reading(english);
      expect(expected.layout, english).toBe('scene');
      for (const translation of translations) expect(reading(translation), translation).toEqual(expected);
    }
  });

  it("plans the contact sheet's prompts in other languages as their English translations", () => {
    const pairs = Object.values(IN_OTHER_LANGUAGES);
    expect(pairs.length).toBe(12);
    for (const language of ['es', 'fr', 'de', 'pt'])
      expect(pairs.filter(([prompt]) => promptLanguage(prompt) === language).length, language).toBe(3);
    for (const [prompt, english] of pairs) expect(reading(prompt), prompt).toEqual(reading(english));
    // "Christmas present" is the present, not a Christmas tree with a present beside it.
    expect(planPage({ prompt: 'um presente de Natal', seed: 1 }).subjects.map((s) => s.name)).toEqual([
      'wrapped gift',
    ]);
  });

  it('never answers a prompt that names something drawable with a fallback pattern', () => {
    for (const row of TRANSLATED)
      for (const prompt of row) {
        const plan = planPage({ prompt, seed: 4 });
        expect(plan.layout, prompt).toBe('scene');
        expect(plan.fallback, prompt).toBeUndefined();
      }
  });

  it('falls back, and says so, only for prompts naming nothing drawable, in any language', () => {
    for (const prompt of [
      'hello, how are you',
      'hola, ¿qué tal?',
      'bonjour à tous',
      'hallo, wie geht es',
      'olá, tudo bem',
    ]) {
      const plan = planPage({ prompt, seed: 2 });
      expect(plan.layout, prompt).not.toBe('scene');
      expect(plan.fallback, prompt).toBe(true);
    }
    // Asking for a pattern is not a fallback.
    for (const prompt of ['un mandala', 'ein Muster', 'a pattern'])
      expect(planPage({ prompt, seed: 2 }).fallback, prompt).toBeUndefined();
  });

  it('tells the languages apart and leaves English as it is', () => {
    expect(promptLanguage('un perro leyendo un libro')).toBe('es');
    expect(promptLanguage('un chien qui lit un livre')).toBe('fr');
    expect(promptLanguage('ein Hund, der ein Buch liest')).toBe('de');
    expect(promptLanguage('um cachorro lendo um livro')).toBe('pt');
    expect(promptLanguage('a dog reading a book')).toBe('en');
    expect(readPrompt('a unicorn on a rainbow')).toBe('a unicorn on a rainbow');
  });

  it('names at least 500 drawings in each language', () => {
    for (const language of ['es', 'fr', 'de', 'pt'] as const)
      expect(lexiconSize(language)).toBeGreaterThanOrEqual(500);
  });
});
