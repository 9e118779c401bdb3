import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formats';

describe('cached Intl formatters', () => {
  it('makes one formatter per locale and options and hands it out again', () => {
    expect(numberFormat('de-DE', { notation: 'compact' })).toBe(numberFormat('de-DE', { notation: 'compact' }));
    expect(numberFormat('de-DE', { notation: 'compact' })).not.toBe(numberFormat('en', { notation: 'compact' }));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', { notation: 'compact' }));
    expect(dateTimeFormat('de-DE', { year: 'numeric' })).toBe(dateTimeFormat('de-DE', { year: 'numeric' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(numberFormat('de-DE').format(12345)).toBe('12.345');
    expect(dateTimeFormat('de-DE', { year: 'numeric' }).format(new Date('2024-05-01T12:00:00Z'))).toBe('2024');
  });
});
