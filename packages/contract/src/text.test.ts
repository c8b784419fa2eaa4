import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTextProblem, singleLine } from './text';

const multiline = { multiline: true };
const oneLine = { multiline: false };

describe('findTextProblem', () => {
  it('passes ordinary text, emoji and accents', () => {
    expect(
      findTextProblem({ name: 'Zoë 🐱', tags: ['a', 'b'], n: 3, ok: true, none: null }, oneLine),
    ).toBeUndefined();
  });

  it('names the field holding NUL, other C0/C1 controls or DEL', () => {
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085']) {
      expect(findTextProblem({ a: 'fine', b: `x${bad}y` }, multiline)).toEqual({
        path: 'b',
        message: 'must not contain control characters',
      });
    }
  });

  it('allows tab and newlines only where text is multi-line', () => {
    expect(findTextProblem({ text: 'a\r\n\tb' }, multiline)).toBeUndefined();
    expect(findTextProblem({ text: 'a\nb' }, oneLine)?.path).toBe('text');
  });

  it('walks nested objects and arrays, and checks keys without echoing them', () => {
    expect(findTextProblem({ landing: { faq: [{ q: 'ok' }, { q: 'no\u0000' }] } }, multiline)?.path).toBe(
      'landing.faq.1.q',
    );
    expect(findTextProblem({ landing: { 'k\u0000': 1 } }, multiline)).toEqual({
      path: 'landing',
      message: 'field names must not contain control characters',
    });
  });

  it('refuses lone surrogates but not paired ones', () => {
    expect(findTextProblem('\ud83d\udc31', oneLine)).toBeUndefined();
    expect(findTextProblem('\ud83d', oneLine)).toEqual({ path: '', message: 'is not valid text' });
    expect(findTextProblem('x\udc31', oneLine)?.message).toBe('is not valid text');
  });

  it('survives very deep nesting without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findTextProblem(deep, multiline)?.message).toBe('must not contain control characters');
  });

  it('skips Buffers (raw bodies are checked by whoever reads them)', () => {
    expect(findTextProblem(Buffer.from('a\u0000b'), multiline)).toBeUndefined();
  });
});

describe('singleLine', () => {
  it('refuses tab and newlines after trimming', () => {
    const schema = singleLine(z.string().trim());
    expect(schema.parse('  Ann  ')).toBe('Ann');
    expect(schema.safeParse('Ann\nBob').success).toBe(false);
  });
});
