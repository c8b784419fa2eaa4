/*
 * The import layers, checked by `npm run lint` (docs/decisions/0034-web-seam-screen-table-layers.md;
 * the modules among themselves: .dependency-cruiser.modules.cjs): no import circle anywhere,
 * and the server's floors (lib < db < modules < app.ts; plugins and web/ beside the modules, never
 * importing them nor imported by them). Type-only imports count: a circle of types is still a
 * circle a reader has to untangle. Biome's noRestrictedImports holds the walls between apps,
 * packages and the test servers (biome.json); this file holds what needs the whole graph.
 */
const SERVER = '^apps/server/src';
const TEST_FILE = '(\\.test\\.tsx?|\\.testing\\.tsx?)$|/test/|/e2e/|^e2e/|^bench/|^scripts/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: files that import each other in a loop. Move the shared piece down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-not-modules',
      severity: 'error',
      comment: 'db/ is below the modules: the schema and the connection never import a feature.',
      from: { path: `${SERVER}/db/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}/(modules|plugins|web|seed)/` },
    },
    {
      name: 'lib-is-the-ground',
      severity: 'error',
      comment: 'lib/ is the ground floor: it imports no feature, plugin or web page.',
      from: { path: `${SERVER}/lib/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}/(modules|plugins|web|seed)/` },
    },
    {
      name: 'modules-not-plugins',
      severity: 'error',
      comment:
        'Modules do not import plugins/ or web/: what they share moves to lib/ or is passed in from app.ts.',
      from: { path: `${SERVER}/modules/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}/(plugins|web)/` },
    },
    {
      name: 'plugins-not-modules',
      severity: 'error',
      comment:
        'plugins/ and web/ are cross-cutting and never import modules/: app.ts passes them what they need.',
      from: { path: `${SERVER}/(plugins|web)/` },
      to: { path: `${SERVER}/(modules|seed)/` },
    },
    {
      name: 'test-helpers-named',
      severity: 'error',
      comment:
        'Production code never imports vitest or the test servers: a test helper in src is named *.testing.ts or lives under test/.',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: `${TEST_FILE}|^packages/test-servers/` },
      to: { path: '^vitest$|(^|/)node_modules/(vitest|@vitest/[^/]+)/|^packages/test-servers/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|output|coverage)/|^apps/mobile/(android|ios)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
