import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pluralRulesByBcp47 } from './index';

describe('plural forms in the languages whose app code is not a BCP 47 tag', () => {
  it('finds the Chinese forms for a count of one, as for any other count', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'zhCN',
      supportedLngs: ['de', 'zhCN', 'zhTW'],
      resources: {
        zhCN: { translation: { rounds_other: '{{count}} 局' } },
        zhTW: { translation: { rounds_other: '{{count}} 局' } },
        de: { translation: { rounds_one: '{{count}} Runde', rounds_other: '{{count}} Runden' } },
      },
    });
    pluralRulesByBcp47(instance);
    expect([instance.t('rounds', { count: 1 }), instance.t('rounds', { count: 3 })]).toEqual(['1 局', '3 局']);
    expect(instance.t('rounds', { count: 1, lng: 'zhTW' })).toBe('1 局');
    expect([instance.t('rounds', { count: 1, lng: 'de' }), instance.t('rounds', { count: 2, lng: 'de' })]).toEqual(['1 Runde', '2 Runden']);
  });
});
