import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLocales, DEFAULT_OPTIONS, formatReport } from './i18n-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('i18n check on the real locale folder', () => {
  const result = checkLocales(DEFAULT_OPTIONS(root));

  it('finds no missing key in any language', () => {
    // The report lists exactly which language and namespace lack which keys.
    expect(result.missing, formatReport(result)).toEqual([]);
  });

  it('finds no placeholder a translation invents', () => {
    expect(result.placeholderProblems).toEqual([]);
  });
});

describe('i18n check rules', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  };

  write('locales/de/shop.json', {
    title: 'Laden',
    items_one: '{{count}} Artikel',
    items_other: '{{count}} Artikel',
    greeting: 'Hallo {{name}}',
    nested: { a: 'A', b: 'B' },
    tiles: { x: { title: 'X' } },
    orphan: 'Niemand nutzt mich',
  });
  write('locales/en/shop.json', {
    title: 'Shop',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    greeting: 'Hello {{user}}',
    nested: { a: 'A' },
    tiles: { x: { title: 'X' } },
    orphan: 'Nobody',
  });
  write('locales/ja/shop.json', {
    title: 'ショップ',
    items_other: '{{count}} 点',
    greeting: 'こんにちは {{name}}',
    nested: { a: 'A', b: 'B' },
    tiles: { x: { title: 'X' } },
    orphan: '誰も',
  });
  write(
    'src/page.tsx',
    "t('title'); t('shop:items', { count }); t('greeting'); const k = 'nested.a'; t(`tiles.${id}.title`); <Trans i18nKey=\"nested.b\" />",
  );

  const result = checkLocales({
    localesDir: path.join(dir, 'locales'),
    sourceDirs: [path.join(dir, 'src')],
    languages: ['de', 'en', 'ja', 'ar'],
  });

  it('reports missing keys and whole missing files', () => {
    expect(result.missing).toContainEqual({ language: 'en', namespace: 'shop', keys: ['nested.b'], fileMissing: false });
    expect(result.missing.find((entry) => entry.language === 'ar')?.fileMissing).toBe(true);
  });

  it('expects the plural categories of each language', () => {
    // Japanese has only "other"; Arabic needs six categories.
    expect(result.missing.find((entry) => entry.language === 'ja')).toBeUndefined();
    const arabic = result.missing.find((entry) => entry.language === 'ar')?.keys ?? [];
    expect(arabic).toEqual(expect.arrayContaining(['items_zero', 'items_two', 'items_few', 'items_many']));
    expect(arabic).not.toContain('items');
  });

  it('flags placeholders the German text does not provide', () => {
    expect(result.placeholderProblems).toEqual([{ language: 'en', namespace: 'shop', key: 'greeting', unknown: ['user'] }]);
  });

  it('counts literals, ns:key, Trans keys and template literals as usage', () => {
    expect(result.unused).toEqual([{ namespace: 'shop', keys: ['orphan'] }]);
  });

  it('accepts declared dynamic prefixes', () => {
    const withPrefix = checkLocales({
      localesDir: path.join(dir, 'locales'),
      sourceDirs: [path.join(dir, 'src')],
      languages: ['de', 'en'],
      dynamicPrefixes: { shop: ['orph'] },
    });
    expect(withPrefix.unusedCount).toBe(0);
  });
});
