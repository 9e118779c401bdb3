import { describe, expect, it } from 'vitest';
import { type MarkdownBlock, type MarkdownInline, containsHtml, markdownToPlain, parseInline, parseMarkdown, quoteMarkdown, safeHref } from './markdown';

// The safe Markdown subset of forum posts: what it recognises, and that nothing else becomes markup.

function links(blocks: MarkdownBlock[]): string[] {
  const fromInline = (nodes: MarkdownInline[]): string[] =>
    nodes.flatMap((node) => (node.type === 'link' ? [node.href, ...fromInline(node.children)] : 'children' in node ? fromInline(node.children) : []));
  return blocks.flatMap((block) => {
    if (block.type === 'paragraph') return fromInline(block.children);
    if (block.type === 'list') return block.items.flatMap(fromInline);
    if (block.type === 'quote') return links(block.children);
    return [];
  });
}

describe('the Markdown subset', () => {
  it('reads bold, italic, inline code and links', () => {
    expect(parseInline('**fett** und *kursiv* und `code`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'fett' }] },
      { type: 'text', text: ' und ' },
      { type: 'em', children: [{ type: 'text', text: 'kursiv' }] },
      { type: 'text', text: ' und ' },
      { type: 'code', text: 'code' },
    ]);
    expect(parseInline('[Spielraum](https://spielraum.example/foren)')).toEqual([
      { type: 'link', href: 'https://spielraum.example/foren', children: [{ type: 'text', text: 'Spielraum' }] },
    ]);
    expect(parseInline('siehe https://example.org/a.')).toEqual([
      { type: 'text', text: 'siehe ' },
      { type: 'link', href: 'https://example.org/a', children: [{ type: 'text', text: 'https://example.org/a' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('reads lists, code blocks and nested quotes', () => {
    const blocks = parseMarkdown('- eins\n- zwei\n\n1. erst\n2. dann\n\n```\n<b>roh</b>\n```\n> zitiert\n> > tiefer');
    expect(blocks[0]).toEqual({ type: 'list', ordered: false, items: [[{ type: 'text', text: 'eins' }], [{ type: 'text', text: 'zwei' }]] });
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[2]).toEqual({ type: 'code', text: '<b>roh</b>' });
    expect(blocks[3]).toEqual({
      type: 'quote',
      children: [
        { type: 'paragraph', children: [{ type: 'text', text: 'zitiert' }] },
        { type: 'quote', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'tiefer' }] }] },
      ],
    });
  });

  it('keeps snake_case, escaped markers and lone stars as text', () => {
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
    expect(parseInline('\\*kein kursiv\\*')).toEqual([{ type: 'text', text: '*kein kursiv*' }]);
    expect(parseInline('3 * 4 = 12')).toEqual([{ type: 'text', text: '3 * 4 = 12' }]);
  });
});

describe('XSS attempts stay inert', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[klick](javascript:alert(1))',
    '[klick](JaVaScRiPt:alert(1))',
    '[klick](  javascript:alert(1))',
    '[klick](data:text/html;base64,PHNjcmlwdD4=)',
    '[klick](vbscript:msgbox(1))',
    '[klick](//evil.example/x)',
    '[klick](/relative)',
    'javascript:alert(1)',
    '<a href="javascript:alert(1)">x</a>',
    '**<iframe src="https://evil.example">**',
    '`<script>`',
  ];
  it.each(attacks)('%s produces no link but http(s) and no markup', (attack) => {
    const blocks = parseMarkdown(attack);
    for (const href of links(blocks)) expect(href).toMatch(/^https?:\/\//);
    // The angle brackets survive as text: the renderer shows them, React escapes them.
    if (attack.includes('<')) expect(JSON.stringify(blocks)).toContain('<');
  });

  it('accepts only absolute http and https addresses', () => {
    expect(safeHref('https://example.org/x?y=1')).toBe('https://example.org/x?y=1');
    expect(safeHref('HTTP://Example.org')).toBe('http://example.org/');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org', '//example.org', 'https://', 'mailto:a@b.c']) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('does not recurse without end on deep nesting', () => {
    expect(() => parseMarkdown('>'.repeat(10_000) + ' x')).not.toThrow();
    expect(() => parseMarkdown('*'.repeat(10_000))).not.toThrow();
  });
});

describe('HTML in a post', () => {
  it.each([
    '<script>alert(1)</script>',
    'Bin dabei! <img src=x onerror="window.pwned=1">',
    '<b>fett</b>',
    '</div>',
    '**<iframe src="https://evil.example">**',
    '<a href="x_y_z">Link</a>',
    '> Zitat mit <span style="color:red">Farbe</span>',
    '- Punkt <br/>',
    'Kommentar <!-- versteckt -->',
    '<script src=//evil.example/x.js',
    '[<em>Klick</em>](https://example.org)',
  ])('is found in %s', (text) => {
    expect(containsHtml(text)).toBe(true);
  });

  it.each(['a < b und b > c', 'Ich <3 dieses Spiel', '`<script>` ist ein Tag', '```\n<div class="mod">\n```', '2<3', '<<< Links'])(
    'is not claimed in %s',
    (text) => {
      expect(containsHtml(text)).toBe(false);
    },
  );

  it('checks a title as a whole (no Markdown there)', () => {
    expect(containsHtml('Suche Team <b>jetzt</b>', false)).toBe(true);
    expect(containsHtml('`<b>`', false)).toBe(true);
    expect(containsHtml('Level 3 < Level 4', false)).toBe(false);
  });
});

describe('quoting', () => {
  it('quotes a post as plain text after the author, markers escaped', () => {
    expect(markdownToPlain('**Hallo** [Welt](https://example.org)\n> zitat')).toBe('Hallo Welt zitat');
    expect(quoteMarkdown('Mia_Zockt', 'Wer *ist* dabei?')).toBe('> **Mia\\_Zockt:** Wer ist dabei?\n\n');
    const quoted = parseMarkdown(quoteMarkdown('Mia_Zockt', 'a_b'));
    expect(quoted[0]).toMatchObject({ type: 'quote' });
  });
});
