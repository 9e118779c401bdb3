import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFails, checkLocales, DEFAULT_OPTIONS, formatReport } from './i18n-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('i18n check on the real locale folder', () => {
  const result = checkLocales(DEFAULT_OPTIONS(root));

  it('finds no missing key in any language', () => {
    // The report lists exactly which language and namespace lack which keys.
    expect(result.missing, formatReport(result)).toEqual([]);
  });

  it('finds no placeholder a translation invents (or, in the server’s namespaces, leaves out)', () => {
    expect(result.placeholderProblems).toEqual([]);
  });

  it('checks the server’s namespaces too: translated, and every key used by the server', () => {
    expect(result.namespaces).toEqual(expect.arrayContaining(['server', 'serverNotifications', 'serverMails']));
    expect(result.copied).toEqual([]);
    expect(result.unusedServerCount, formatReport(result)).toBe(0);
    expect(checkFails(result), formatReport(result)).toBe(false);
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

  describe('in the server’s namespaces', () => {
    const serverDir = mkdtempSync(path.join(tmpdir(), 'i18n-check-server-'));
    afterAll(() => rmSync(serverDir, { recursive: true, force: true }));
    const write = (file: string, content: unknown) => {
      mkdirSync(path.dirname(path.join(serverDir, file)), { recursive: true });
      writeFileSync(path.join(serverDir, file), typeof content === 'string' ? content : JSON.stringify(content));
    };

    write('locales/de/serverMails.json', {
      greeting: 'Hallo {{name}},',
      entry: '{{title}}: {{message}}',
      entry_exclaimed: '{{title}} {{message}}',
      intro: 'Das ist seit deinem letzten Besuch passiert:',
      closing: 'Viel Spaß beim Spielen!',
      more_one: '… und eine weitere',
      more_other: '… und {{count}} weitere',
      orphan: 'Niemand schickt mich',
    });
    write('locales/en/serverMails.json', {
      greeting: 'Hi,',
      entry: '{{title}}: {{message}}',
      entry_exclaimed: '{{title}} {{message}}',
      intro: 'Das ist seit deinem letzten Besuch passiert:',
      closing: 'Have fun playing!',
      more_one: '… and one more',
      more_other: '… and {{count}} more',
      orphan: 'Nobody sends me',
    });
    write('locales/ja/serverMails.json', {
      greeting: '{{name}} さん',
      entry: '{{title}}：{{message}}',
      entry_exclaimed: '{{title}}{{message}}',
      intro: '前回のアクセス以降、次のようなことがありました。',
      closing: 'Have fun playing!',
      more_other: '…ほか {{count}} 件',
      orphan: '誰も',
    });
    // The renderer's sources never count for the server: only the server's own.
    write('src/mail-preview.tsx', "t('serverMails:orphan')");
    write('server/digest.ts', "text('greeting', { name }); text('entry', { context }); text('intro'); text('closing'); text('more', { count })");

    const server = checkLocales({
      localesDir: path.join(serverDir, 'locales'),
      sourceDirs: [path.join(serverDir, 'src')],
      serverSourceDirs: [path.join(serverDir, 'server')],
      languages: ['de', 'en', 'ja'],
    });

    it('flags a placeholder a translation leaves out, but not a count its singular does not name', () => {
      expect(server.placeholderProblems).toEqual([{ language: 'en', namespace: 'serverMails', key: 'greeting', unknown: [], missing: ['name'] }]);
    });

    it('flags a text left in German, or copied from English where German differs', () => {
      expect(server.copied).toEqual([
        { language: 'en', namespace: 'serverMails', key: 'intro', copiedFrom: 'de' },
        { language: 'ja', namespace: 'serverMails', key: 'closing', copiedFrom: 'en' },
      ]);
    });

    it('counts a context key as used with its base, and fails on a server key no server source uses', () => {
      expect(server.unused).toEqual([{ namespace: 'serverMails', keys: ['orphan'] }]);
      expect(server.unusedServerCount).toBe(1);
      expect(checkFails(server)).toBe(true);
    });
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
