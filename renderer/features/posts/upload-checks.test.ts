import { describe, expect, it } from 'vitest';
import { checkDuration, checkFile, formatDuration } from './upload-checks';

describe('upload checks before sending (200 MB, 3 minutes)', () => {
  it('refuses empty, non-video and oversized files', () => {
    expect(checkFile({ size: 0, type: 'video/mp4' })).toBe('empty');
    expect(checkFile({ size: 10, type: 'image/png' })).toBe('notVideo');
    expect(checkFile({ size: 200 * 1024 * 1024 + 1, type: 'video/mp4' })).toBe('tooBig');
    expect(checkFile({ size: 200 * 1024 * 1024, type: 'video/mp4' })).toBeNull();
    expect(checkFile({ size: 10, type: '' })).toBeNull();
  });
  it('refuses clips longer than 3 minutes; an unreadable duration is the server’s call', () => {
    expect(checkDuration(180)).toBeNull();
    expect(checkDuration(180.5)).toBe('tooLong');
    expect(checkDuration(null)).toBeNull();
    expect(formatDuration(75.4)).toBe('1:15');
  });
});
