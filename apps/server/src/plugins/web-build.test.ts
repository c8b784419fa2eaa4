import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltAssets } from './web-build';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function webBuild(manifest: Record<string, { file: string; isEntry?: boolean }>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-web-build-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head></html>',
  );
  fs.writeFileSync(path.join(root, 'assets', 'index-abc.css'), '.whole-app{color:red}');
  fs.writeFileSync(path.join(root, 'assets', 'public-def.css'), '.landing-only{color:blue}');
  fs.writeFileSync(path.join(root, 'ssr', 'landing-manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('readBuiltAssets', () => {
  it("inlines the public pages' own stylesheet, not the app's, when the build has one", () => {
    const assets = readBuiltAssets(
      webBuild({
        'src/ssr/landing-client.ts': { file: 'assets/landing-q1w2.js', isEntry: true },
        'src/ssr/public.css': { file: 'assets/public-def.css', isEntry: true },
        'node_modules/font.woff2': { file: 'assets/font.woff2' },
      }),
    );
    expect(assets.landingScript).toBe('/assets/landing-q1w2.js');
    expect(assets.styles).toEqual(['/assets/public-def.css']);
    expect(assets.inlineCss).toBe('.landing-only{color:blue}');
  });

  it("falls back to the app's stylesheet for a build without one", () => {
    const assets = readBuiltAssets(
      webBuild({ 'src/ssr/landing-client.ts': { file: 'assets/landing-q1w2.js', isEntry: true } }),
    );
    expect(assets.landingScript).toBe('/assets/landing-q1w2.js');
    expect(assets.styles).toEqual(['/assets/index-abc.css']);
    expect(assets.inlineCss).toBe('.whole-app{color:red}');
  });
});
