/*
 * The server's modules, production code only: no two modules that use each other, through any
 * number of others (a module uses another through a service app.ts passes in, or the shared piece
 * moves to lib/). A second cruise because a module's tests may reach into the modules they
 * exercise. Part of `npm run lint:layers`; the rest of the layers is .dependency-cruiser.cjs.
 */
const layers = require('./.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular-modules',
      severity: 'error',
      comment: 'Server modules that use each other, directly or through others.',
      scope: 'folder',
      from: { path: MODULE },
      to: { path: MODULE, circular: true, viaOnly: { path: MODULE } },
    },
  ],
  options: {
    ...layers.options,
    exclude: { path: `${layers.options.exclude.path}|\\.test\\.tsx?$|\\.testing\\.tsx?$|/test/` },
  },
};
