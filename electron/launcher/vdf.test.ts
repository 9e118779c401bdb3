import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVdf, type VdfObject, VdfSyntaxError, vdfGet, vdfGetObject, vdfGetString } from './vdf';

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

function serialise(object: VdfObject, indent = ''): string {
  return Object.entries(object)
    .map(([key, value]) =>
      typeof value === 'string'
        ? `${indent}${quote(key)}\t\t${quote(value)}\n`
        : `${indent}${quote(key)}\n${indent}{\n${serialise(value, `${indent}\t`)}${indent}}\n`,
    )
    .join('');
}

describe('parseVdf', () => {
  it('reads an app manifest as Steam writes it', () => {
    const text = [
      '"AppState"',
      '{',
      '\t"appid"\t\t"440"',
      '\t"name"\t\t"Team \\"Fortress\\" 2"',
      '\t"installdir"\t\t"Team Fortress 2"',
      '\t"StateFlags"\t\t"4"',
      '\t"InstalledDepots"',
      '\t{',
      '\t\t"441"',
      '\t\t{',
      '\t\t\t"manifest"\t\t"7707612755168645425"',
      '\t\t}',
      '\t}',
      '}',
      '',
    ].join('\n');
    const document = parseVdf(text);
    const appState = vdfGetObject(document, 'AppState');
    expect(appState && vdfGetString(appState, 'name')).toBe('Team "Fortress" 2');
    expect(appState && vdfGetString(appState, 'stateflags')).toBe('4');
    const depots = appState && vdfGetObject(appState, 'InstalledDepots');
    expect(depots && vdfGetObject(depots, '441')).toEqual({ manifest: '7707612755168645425' });
  });

  it('handles comments, unquoted tokens, conditionals and a byte order mark', () => {
    const text = '\ufeff// header comment\nroot { // trailing comment\n  key value [$WIN32]\n  "a b" "c // not a comment"\n}';
    expect(parseVdf(text)).toEqual({ root: { key: 'value', 'a b': 'c // not a comment' } });
  });

  it('decodes escapes and keeps backslashes of unknown escapes (Windows paths)', () => {
    const document = parseVdf('"p" "C:\\\\Program Files (x86)\\\\Steam" "q" "tab\\there" "r" "D:\\Games"');
    expect(document).toEqual({ p: 'C:\\Program Files (x86)\\Steam', q: 'tab\there', r: 'D:\\Games' });
  });

  it('lets the last of repeated keys win and looks keys up without case', () => {
    const document = parseVdf('"Name" "first" "Name" "second"');
    expect(vdfGet(document, 'name')).toBe('second');
    expect(vdfGetObject(document, 'name')).toBeUndefined();
  });

  it.each([
    ['an unterminated string', '"a" "b'],
    ['a missing closing brace', '"a" { "b" "c"'],
    ['an unbalanced closing brace', '"a" "b" }'],
    ['a key without a value', '"a" { "b" }'],
    ['a trailing key', '"a" "b" "c"'],
    ['an object without a key', '{ "a" "b" }'],
  ])('reports %s as a syntax error', (_label, text) => {
    expect(() => parseVdf(text)).toThrow(VdfSyntaxError);
  });

  it('reads back whatever it is given in Steam’s quoted form', () => {
    const key = fc.string({ minLength: 1, maxLength: 12 });
    const vdfObject = fc.letrec((tie) => ({
      object: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 20 }), tie('object')), {
        maxKeys: 5,
      }),
    })).object as fc.Arbitrary<VdfObject>;
    fc.assert(
      fc.property(vdfObject, (object) => {
        expect(parseVdf(serialise(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
      { numRuns: 300 },
    );
  });
});
