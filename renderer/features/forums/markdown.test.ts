import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './components/Markdown';

// The forum post as the browser gets it: what the Markdown subset makes of hostile text, rendered by React.

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe('a forum post rendered', () => {
  it('escapes HTML and scripts: they show as text', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives links rel="nofollow noopener" and only http(s) addresses', () => {
    const out = html('[gut](https://example.org) [böse](javascript:alert(1)) [auch](data:text/html,x)');
    expect(out).toContain('<a href="https://example.org/" rel="nofollow noopener" target="_blank">gut</a>');
    // The refused addresses stay as text, never as an href.
    expect(out).not.toMatch(/href="(?!https?:)/);
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it('renders the subset as elements', () => {
    const out = html('**fett** *kursiv* `x<y`\n\n- a\n- b\n\n```\n<b>\n```\n\n> Zitat');
    expect(out).toContain('<strong>fett</strong>');
    expect(out).toContain('<em>kursiv</em>');
    expect(out).toContain('x&lt;y</code>');
    expect(out).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(out).toContain('<code>&lt;b&gt;</code></pre>');
    expect(out).toContain('<blockquote');
  });
});
