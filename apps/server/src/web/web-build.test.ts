import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWebBuild } from '../test/web-build-stand-in';
import { publicAssets, readWebBuild } from './web-build';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const files = {
  'assets/index-abc.css': '.whole-app{color:red}',
  'assets/public-def.css': '.landing-only{color:blue}',
};
const app = { entry: '/assets/index-i1.js', chunks: [], styles: ['/assets/index-abc.css'] };

describe('the web build as the server reads it', () => {
  it("inlines the public pages' own stylesheet, not the app's, when the build has one", () => {
    root = writeWebBuild({
      manifest: { app, public: { style: '/assets/public-def.css', landing: '/assets/landing-q1w2.js' } },
      files,
    }).root;
    const assets = publicAssets(readWebBuild(root) ?? expect.fail('no build'));
    expect(assets.landingScript).toBe('/assets/landing-q1w2.js');
    expect(assets.styles).toEqual(['/assets/public-def.css']);
    expect(assets.inlineCss).toBe('.landing-only{color:blue}');
  });

  it("falls back to the app's stylesheet for a build without one", () => {
    root = writeWebBuild({ manifest: { app }, files }).root;
    const assets = publicAssets(readWebBuild(root) ?? expect.fail('no build'));
    expect(assets.landingScript).toBeNull();
    expect(assets.styles).toEqual(['/assets/index-abc.css']);
    expect(assets.inlineCss).toBe('.whole-app{color:red}');
  });

  it('is no build without its manifest', () => {
    root = writeWebBuild({ manifest: { app } }).root;
    fs.rmSync(`${root}/ssr/web-build.json`);
    expect(readWebBuild(root)).toBeNull();
  });
});
