import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { numberFormatsByBcp47, pluralRulesByBcp47 } from './index';

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

describe('counts formatted in the text, in every language', () => {
  it('formats {{count, number}} and {{count, compact}} by the BCP 47 tag, also in Chinese', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'zhCN',
      supportedLngs: ['de', 'zhCN'],
      resources: {
        zhCN: { translation: { views_other: '{{count, number}} 次播放', followers_other: '{{count, compact}} 粉丝' } },
        de: { translation: { views_one: '{{count, number}} Aufruf', views_other: '{{count, number}} Aufrufe', followers_one: '{{count, compact}} Follower', followers_other: '{{count, compact}} Follower' } },
      },
    });
    pluralRulesByBcp47(instance);
    numberFormatsByBcp47(instance);
    expect(instance.t('views', { count: 12345 })).toBe('12,345 次播放');
    expect(instance.t('followers', { count: 12345 })).toBe('1.2万 粉丝');
    expect([instance.t('views', { count: 1, lng: 'de' }), instance.t('views', { count: 12345, lng: 'de' })]).toEqual(['1 Aufruf', '12.345 Aufrufe']);
    expect(instance.t('followers', { count: 1234, lng: 'de' })).toBe('1234 Follower');
  });
});
