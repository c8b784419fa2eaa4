import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm run sync` from a clean clone, without an Android SDK or Xcode, as a contributor or CI
 * machine without the native tool chains runs it to refresh the committed native projects:
 * apps/mobile is copied to a temporary folder without anything git ignores (no earlier build or
 * sync), a stand-in web build is synced into both native projects, and both must then hold it
 * and know every Capacitor plugin the web app uses.
 */

const mobileDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(mobileDir, '../..');
const PLUGINS = ['@capacitor/app', '@capacitor/filesystem', '@capacitor/share', '@capacitor/status-bar'];
const MARKER = `sync-test-${Date.now()}`;

/** What a clone does not have (git-ignored): installs, builds and earlier syncs' output. */
const GENERATED = [
  'node_modules',
  'android/.gradle',
  'android/build',
  'android/app/build',
  'android/app/src/main/assets/public',
  'android/app/src/main/assets/capacitor.config.json',
  'android/app/src/main/assets/capacitor.plugins.json',
  'android/app/src/main/res/xml/config.xml',
  'android/capacitor-cordova-android-plugins',
  'ios/App/App/public',
  'ios/App/App/capacitor.config.json',
  'ios/App/App/config.xml',
  'ios/capacitor-cordova-ios-plugins',
];
const isGenerated = (source: string) =>
  GENERATED.includes(path.relative(mobileDir, source).split(path.sep).join('/'));

let workDir: string;
let project: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'cb-mobile-sync-'));
  project = path.join(workDir, 'apps', 'mobile');
  cpSync(mobileDir, project, { recursive: true, filter: (source) => !isGenerated(source) });
  // The clone's installed packages (npm workspaces hoist them to the root).
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  const web = path.join(workDir, 'web-build');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), `<!doctype html><title>${MARKER}</title><div id="root"></div>`);
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@capacitor/cli/bin/capacitor'), 'sync'], {
    cwd: project,
    env: { ...process.env, CAP_WEB_DIR: web, CI: '1' },
    stdio: 'pipe',
    timeout: 120_000,
  });
}, 180_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('cap sync from a clean clone', () => {
  it('has the native projects committed', () => {
    expect(existsSync(path.join(project, 'android/app/src/main/AndroidManifest.xml'))).toBe(true);
    expect(existsSync(path.join(project, 'ios/App/App.xcodeproj/project.pbxproj'))).toBe(true);
  });

  it('copies the web build into the Android project with its plugins', () => {
    const assets = path.join(project, 'android/app/src/main/assets');
    expect(readFileSync(path.join(assets, 'public/index.html'), 'utf8')).toContain(MARKER);
    const config = JSON.parse(readFileSync(path.join(assets, 'capacitor.config.json'), 'utf8'));
    expect(config).toMatchObject({ appId: 'app.colorbook', appName: 'Colorbook' });
    const plugins = JSON.parse(readFileSync(path.join(assets, 'capacitor.plugins.json'), 'utf8')) as Array<{
      pkg: string;
    }>;
    expect(plugins.map((plugin) => plugin.pkg).sort()).toEqual(PLUGINS);
  });

  it('copies the web build into the iOS project with its plugins (Swift packages, no CocoaPods)', () => {
    const app = path.join(project, 'ios/App/App');
    expect(readFileSync(path.join(app, 'public/index.html'), 'utf8')).toContain(MARKER);
    expect(JSON.parse(readFileSync(path.join(app, 'capacitor.config.json'), 'utf8'))).toMatchObject({
      appId: 'app.colorbook',
    });
    const manifest = readFileSync(path.join(project, 'ios/App/CapApp-SPM/Package.swift'), 'utf8');
    for (const name of ['CapacitorApp', 'CapacitorFilesystem', 'CapacitorShare', 'CapacitorStatusBar']) {
      expect(manifest).toContain(`.product(name: "${name}"`);
    }
  });
});
