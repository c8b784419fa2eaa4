import { describe, expect, it } from 'vitest';
import { criticalCss, usedClasses } from './critical-css';

const SHEET = [
  '/*! a banner */',
  '@layer theme,base,utilities;',
  '@layer theme{:root{--c:red}}',
  '@layer base{*,:before{box-sizing:border-box}h1{margin:0}}',
  '@layer utilities{.p-2{padding:.5rem}.m-1{margin:.25rem}.sm\\:flex{display:flex}',
  '.w-1\\/2{width:50%}.\\32 xl\\:grid{display:grid}.group:hover .group-hover\\:b{color:blue}',
  '.a,.unused{color:green}.content-\\[\\"\\}\\"\\]{content:"}"}',
  '@media (width>=40rem){.sm\\:p-4{padding:1rem}.md\\:x{x:1}}@media print{.print\\:y{y:1}}}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('the rules a first paint uses', () => {
  const pick = criticalCss(SHEET);

  it('keeps what names no class, at-rules and the rules of used classes, in the sheet’s order', () => {
    const used = usedClasses(
      '<main class="p-2 sm:flex w-1/2 2xl:grid"><p class="group group-hover:b">x</p></main>',
      [],
    );
    expect(pick(used)).toBe(
      '@layer theme,base,utilities;@layer theme{:root{--c:red}}@layer base{*,:before{box-sizing:border-box}h1{margin:0}}' +
        '@layer utilities{.p-2{padding:.5rem}.sm\\:flex{display:flex}.w-1\\/2{width:50%}.\\32 xl\\:grid{display:grid}' +
        '.group:hover .group-hover\\:b{color:blue}}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a rule one of whose selectors applies, and media blocks only with a used rule', () => {
    const out = pick(usedClasses('<b class="a sm:p-4"></b>', []));
    expect(out).toContain('.a,.unused{color:green}');
    expect(out).toContain('@media (width>=40rem){.sm\\:p-4{padding:1rem}}');
    expect(out).not.toContain('md\\:x');
    expect(out).not.toContain('@media print');
    expect(out).not.toContain('.p-2');
  });

  it('takes the words of scripts that set classes, and reads past a brace inside a string', () => {
    const out = pick(usedClasses('', ["el.className = 'm-1 sm:p-4';"]));
    expect(out).toContain('.m-1{margin:.25rem}');
    // After the rule whose content is "}", the media block is still read as one.
    expect(out).toContain('@media (width>=40rem){.sm\\:p-4{padding:1rem}}}@property --tw-x');
    expect(out).not.toContain('content:');
  });
});
