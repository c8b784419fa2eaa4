import sharp from 'sharp';

/**
 * Pages as an image model may return them, for the line-art check's tests: the same drawing
 * (a house, a tree and a sun in black outlines) clean, with grey shading, with colour fills, and
 * with large solid black areas. Made in code, 1024 px square PNGs.
 */

/** Where the drawing's parts are, for tests that look at the cleaned page. */
export const DRAWING = {
  size: 1024,
  house: { x: 250, y: 520, width: 420, height: 330 },
  roofPeak: { x: 460, y: 300 },
  sun: { cx: 820, cy: 200, r: 90 },
  tree: { cx: 840, cy: 620, r: 110 },
};

type Fills = { house?: string; roof?: string; sun?: string; tree?: string; ground?: string };

function drawing(fills: Fills = {}): Promise<Buffer> {
  const { house, roofPeak, sun, tree } = DRAWING;
  const fill = (colour?: string) => `fill="${colour ?? 'none'}"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="1024" height="1024" fill="#fff"/>
    <g stroke="#000" stroke-width="9" stroke-linejoin="round">
      <rect x="0" y="850" width="1024" height="174" ${fill(fills.ground)}/>
      <rect x="${house.x}" y="${house.y}" width="${house.width}" height="${house.height}" ${fill(fills.house)}/>
      <path d="M${house.x - 30},${house.y} L${roofPeak.x},${roofPeak.y} L${house.x + house.width + 30},${house.y} Z" ${fill(fills.roof)}/>
      <rect x="${house.x + 60}" y="${house.y + 60}" width="100" height="90" fill="#fff"/>
      <rect x="${house.x + 250}" y="${house.y + 150}" width="100" height="180" fill="#fff"/>
      <circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}" ${fill(fills.sun)}/>
      <circle cx="${tree.cx}" cy="${tree.cy}" r="${tree.r}" ${fill(fills.tree)}/>
      <rect x="${tree.cx - 20}" y="${tree.cy + tree.r}" width="40" height="${850 - tree.cy - tree.r}" fill="#fff"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Clean black outlines on white: a page as it should be. */
export const cleanDrawing = () => drawing();

/** The same page shaded in greys, as a model that ignored "no shading" returns it. */
export const greyShadedDrawing = () =>
  drawing({ house: '#c8c8c8', roof: '#a0a0a0', sun: '#dddddd', tree: '#b4b4b4', ground: '#d2d2d2' });

/** The same page coloured in: a red roof, a yellow sun, a green tree, a light blue house. */
export const colouredDrawing = () =>
  drawing({
    house: 'rgb(150,200,240)',
    roof: 'rgb(220,40,40)',
    sun: 'rgb(250,210,40)',
    tree: 'rgb(60,170,70)',
  });

/** The same page with its roof and tree filled solid black. */
export const solidBlackDrawing = () => drawing({ roof: '#000', tree: '#000' });
