import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextAt } from './route';

describe('the text every request may carry', () => {
  it('takes any valid Unicode, emoji and right-to-left text included', () => {
    for (const text of ['', 'Grüße', '🎮 GG', 'مرحبا', '漢字', 'Zeile\nzwei\ttab']) expect(isStorableText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates, but not a surrogate pair', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
    expect(isStorableText('\ud83c\udfae')).toBe(true);
  });

  it('names the first field, key or list entry that breaks it', () => {
    expect(unstorableTextAt({ title: 'ok', batch: [{ note: 'ok' }, { note: 'a\u0000' }] })).toBe('batch.1.note');
    expect(unstorableTextAt({ settings: { ['k\ud800']: true } })).toBe('settings.k\ud800');
    expect(unstorableTextAt('\u0000')).toBe('_');
    expect(unstorableTextAt({ count: 3, flag: true, nothing: null })).toBeNull();
  });
});
