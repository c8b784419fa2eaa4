// `npm start`, `npm run backup` and `npm run restore` run the compiled server (apps/server/build.ts):
// without it, say what to do instead of Node's "Cannot find module".
import fs from 'node:fs';
import path from 'node:path';

if (!fs.existsSync(path.join(import.meta.dirname, 'dist', 'server.js'))) {
  process.stderr.write(
    'colorbook: the server is not built yet. Run `npm run build` first (or `npm run dev`).\n',
  );
  process.exit(1);
}
