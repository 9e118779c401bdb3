import { describe, expect, it } from 'vitest';
import { postUrl, shareLinks, sharePreview } from './rules';

describe('share dialog texts (§9: 200-character preview; X, Facebook, Reddit)', () => {
  it('keeps short texts and cuts long ones to 200 characters with an ellipsis', () => {
    expect(sharePreview('  Kurzer   Clip\n')).toBe('Kurzer Clip');
    const long = 'ä'.repeat(300);
    const preview = sharePreview(long);
    expect([...preview]).toHaveLength(200);
    expect(preview.endsWith('…')).toBe(true);
    expect(sharePreview('x'.repeat(200))).toBe('x'.repeat(200));
    expect([...sharePreview('🎮'.repeat(250))]).toHaveLength(200);
  });
  it('builds the post link and the three share links', () => {
    const url = postUrl('https://spielraum.example/', 42);
    expect(url).toBe('https://spielraum.example/post/42');
    const links = shareLinks(url, { id: 42, title: 'Speedrun & mehr', text: '' });
    expect(links.x).toBe('https://x.com/intent/post?url=https%3A%2F%2Fspielraum.example%2Fpost%2F42&text=Speedrun%20%26%20mehr');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fspielraum.example%2Fpost%2F42');
    expect(links.reddit).toContain('title=Speedrun%20%26%20mehr');
  });
});
