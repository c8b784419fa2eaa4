/**
 * The contact sheet's prompts in the app's other languages (issue 37: "a quarter of them in
 * Spanish, French, German and Portuguese"), typed as a native speaker would: its position on
 * the sheet (it stands in for the fidelity set's prompt there, on the same theme), the prompt,
 * and its English translation, which must plan the same page.
 */
export const IN_OTHER_LANGUAGES: Record<number, [prompt: string, english: string]> = {
  0: ['três gatinhos fofos', 'three cute kittens'],
  2: ['una vaca en la granja', 'a cow on a farm'],
  9: ['una ardilla con una nuez', 'a squirrel with a nut'],
  13: ['un dragon qui lit un livre', 'a dragon reading a book'],
  17: ['zwei Enten im Teich', 'two ducks in a pond'],
  22: ['une voiture de course', 'a race car'],
  31: ['ein Prinz auf einem Pferd', 'a prince on a horse'],
  32: ['uma fada', 'a fairy'],
  34: ['ein Schneemann', 'a snowman'],
  38: ['deux fraises', 'two strawberries'],
  39: ['una calabaza de Halloween', 'a pumpkin for halloween'],
  42: ['um presente de Natal', 'a Christmas present'],
};
