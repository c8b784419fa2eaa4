import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../capacitor.config';

/*
 * The shells in the family's language (issue 23). Every word the apps show comes from the web
 * build and its catalogues; the native projects show only the brand and a picture while the app
 * starts. iOS hands a web view the app's own language, not the phone's: an app that declares
 * English only gets navigator.languages ['en'] and English system sheets (share, file picker),
 * so Info.plist declares every language there is a catalogue for.
 */

const mobileDir = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(mobileDir, file), 'utf8');
const catalogueLocales = readdirSync(path.resolve(mobileDir, '../../packages/i18n/messages'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const BRAND = 'Colorbook';

/** The strings of one plist key (a <string> or an <array> of them). */
function plistValues(plist: string, key: string): string[] {
  const match = new RegExp(`<key>${key}</key>\\s*(<string>[^<]*</string>|<array>[\\s\\S]*?</array>)`).exec(
    plist,
  );
  return [...(match?.[1] ?? '').matchAll(/<string>([^<]*)<\/string>/g)].map((m) => m[1] ?? '');
}

describe('the native shells and the languages', () => {
  const plist = read('ios/App/App/Info.plist');

  it('iOS declares every language with a catalogue, so the web view and system sheets follow the phone', () => {
    expect(catalogueLocales).toContain('en');
    expect(plistValues(plist, 'CFBundleLocalizations').sort()).toEqual([...catalogueLocales].sort());
  });

  it('shows no words of its own but the brand: names, launch screens, no permission prompts', () => {
    expect(config.appName).toBe(BRAND);
    expect(plistValues(plist, 'CFBundleDisplayName')).toEqual([BRAND]);
    // A usage description is a sentence iOS shows in a permission prompt: it would need translating.
    expect(plist).not.toMatch(/<key>NS\w+UsageDescription<\/key>/);
    const strings = read('android/app/src/main/res/values/strings.xml');
    const shown = [...strings.matchAll(/<string name="(app_name|title_activity_main)">([^<]*)</g)];
    expect(shown.map((m) => m[2])).toEqual([BRAND, BRAND]);
    // The launch screens are the splash picture alone (no label, no text).
    for (const file of [
      'ios/App/App/Base.lproj/LaunchScreen.storyboard',
      'ios/App/App/Base.lproj/Main.storyboard',
    ]) {
      expect(read(file), file).not.toMatch(/<label\b|\btext="/);
    }
    expect(read('android/app/src/main/res/layout/activity_main.xml')).not.toMatch(/android:text=/);
  });
});
