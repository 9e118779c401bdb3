/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/constants';
import { localeOf } from './languages';

// Intl throws a RangeError on our Chinese codes (zhCN, zhTW): a balance formatted with i18n.language took the
// whole header down for Chinese readers. Every language name must reach Intl through localeOf.

const renderer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('locales for Intl', () => {
  it('formats numbers and dates in every interface language', () => {
    for (const language of LANGUAGES) {
      expect(() => (1500).toLocaleString(localeOf(language)), language).not.toThrow();
      expect(() => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date()), language).not.toThrow();
    }
    expect((1500).toLocaleString(localeOf('zhCN'))).toBe('1,500');
  });

  it('is never handed i18n.language directly', () => {
    const raw = /(toLocale\w*String|Intl\.\w+)\(\s*(i18n\.language|language)\b/;
    const offenders = sources(renderer).filter((file) => raw.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(renderer, file))).toEqual([]);
  });
});
