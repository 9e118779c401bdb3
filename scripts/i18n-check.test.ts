import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('finds no count without plural forms and no text copied from English or German', () => {
    expect(result.pluralProblems, formatReport(result)).toEqual([]);
    expect(result.copied, formatReport(result)).toEqual([]);
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

describe('counts need plural forms, translations may not be English', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-copies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(content));
  };

  write('locales/de/board.json', {
    points: '{{count}} Punkte',
    views: '{{count, number}} Aufrufe',
    lives_other: '{{count}} Leben',
    score_one: '{{count}} Punkt',
    score_other: '{{count}} Punkte',
    title: 'Einstellungen für Funktionen',
    flags: 'Feature-Flags',
    popular: 'Beliebt',
    balance: '{{amount}} boostz',
    plan: 'Spielraum Plus',
  });
  write('locales/en/board.json', {
    points: '{{count}} points',
    views: '{{count, number}} views',
    lives_other: '{{count}} lives',
    score_one: '{{count}} point',
    score_other: '{{count}} points',
    title: 'Feature settings',
    flags: 'Feature flags',
    popular: 'Popular',
    balance: '{{amount}} boostz',
    plan: 'Spielraum Plus',
  });
  write('locales/es/board.json', {
    points: '{{count}} puntos',
    views: '{{count, number}} visualizaciones',
    lives_one: '{{count}} vida',
    lives_many: '{{count}} vidas',
    lives_other: '{{count}} vidas',
    score_one: '{{count}} punto',
    score_many: '{{count}} puntos',
    score_other: '{{count}} puntos',
    title: 'Einstellungen für Funktionen',
    flags: 'Feature flags',
    popular: 'Popular',
    balance: '{{amount}} boostz',
    plan: 'Spielraum Plus',
  });
  write('locales/ja/board.json', {
    points: '{{count}} ポイント',
    views: '{{count, number}} 回再生',
    lives_other: '{{count}} ライフ',
    score_other: '{{count}} 点',
    title: '機能の設定',
    flags: 'フィーチャーフラグ',
    popular: 'Popular',
    balance: '{{amount}} boostz',
    plan: 'Spielraum Plus',
  });
  write('src/board.tsx', "t('points'); t('views'); t('lives'); t('score'); t('title'); t('flags'); t('popular'); t('balance'); t('plan')");

  const result = checkLocales({ localesDir: path.join(dir, 'locales'), sourceDirs: [path.join(dir, 'src')], languages: ['de', 'en', 'es', 'ja'] });

  it('flags a German {{count}} that is no plural key, and a plural group without its forms', () => {
    expect(result.pluralProblems).toEqual([
      { namespace: 'board', key: 'points', reason: 'countWithoutPlural' },
      { namespace: 'board', key: 'views', reason: 'countWithoutPlural' },
      { namespace: 'board', key: 'lives', reason: 'missingForms', forms: ['lives_one'] },
    ]);
    expect(checkFails(result)).toBe(true);
  });

  it('flags German or English left in a translation: a phrase in Spanish, any English word in Japanese; not names, not one shared word', () => {
    // Spanish "Popular" is Spanish; "Spielraum Plus" and "{{amount}} boostz" are names.
    expect(result.copied).toEqual([
      { language: 'es', namespace: 'board', key: 'title', copiedFrom: 'de' },
      { language: 'es', namespace: 'board', key: 'flags', copiedFrom: 'en' },
      { language: 'ja', namespace: 'board', key: 'popular', copiedFrom: 'en' },
    ]);
  });
});

describe('the check on a broken copy of the real locales', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-real-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(path.join(root, 'locales'), path.join(dir, 'locales'), { recursive: true });
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const full = path.join(dir, 'locales', file);
    const json = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(full, JSON.stringify(json));
  };
  const check = () => checkLocales({ ...DEFAULT_OPTIONS(root), localesDir: path.join(dir, 'locales') });

  it('passes as it is', () => {
    expect(checkFails(check()), formatReport(check())).toBe(false);
  });

  it('fails when a count loses its plural forms ("1 Punkte")', () => {
    edit('de/leaderboard.json', (json) => {
      delete json.score_one;
      delete json.score_other;
      json.score = '{{count, number}} Punkte';
    });
    const result = check();
    expect(result.pluralProblems).toContainEqual({ namespace: 'leaderboard', key: 'score', reason: 'countWithoutPlural' });
    expect(checkFails(result)).toBe(true);
  });

  it('fails when a translation is the English text ("Feature flags" in Spanish, "Leaderboard" in Japanese)', () => {
    edit('es/admin.json', (json) => {
      json.title = 'Feature flags';
    });
    edit('ja/leaderboard.json', (json) => {
      json.title = 'Leaderboard';
    });
    const result = check();
    expect(result.copied).toEqual(
      expect.arrayContaining([
        { language: 'es', namespace: 'admin', key: 'title', copiedFrom: 'en' },
        { language: 'ja', namespace: 'leaderboard', key: 'title', copiedFrom: 'en' },
      ]),
    );
    expect(checkFails(result)).toBe(true);
  });
});
