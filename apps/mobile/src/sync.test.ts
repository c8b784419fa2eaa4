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
 * `npm run sync` from a clean clone, without an Android SDK or Xcode (issue 12): the committed
 * files of apps/mobile are copied to a temporary folder (nothing built or synced before), a
 * stand-in web build is synced into both native projects, and both must then hold it and know
 * every Capacitor plugin the web app uses.
 */

const mobileDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(mobileDir, '../..');
const PLUGINS = ['@capacitor/app', '@capacitor/filesystem', '@capacitor/share', '@capacitor/status-bar'];
const MARKER = `sync-test-${Date.now()}`;

let workDir: string;
let project: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'cb-mobile-sync-'));
  project = path.join(workDir, 'apps', 'mobile');
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '.'], {
    cwd: mobileDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(path.join(mobileDir, file), path.join(project, file));
  }
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
  it('started from the committed projects only (no earlier build inside them)', () => {
    expect(existsSync(path.join(mobileDir, 'android/app/src/main/AndroidManifest.xml'))).toBe(true);
    expect(existsSync(path.join(mobileDir, 'ios/App/App.xcodeproj/project.pbxproj'))).toBe(true);
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
