// The safe Markdown subset of forum posts: bold, italic, links (http and https only), lists, inline
// code, code blocks and quotes. It parses text into a small tree of plain data; the renderer turns the tree into
// React elements, whose text React escapes. No HTML is recognised, produced or passed through: "<script>" is
// text like any other. A small parser of our own instead of a Markdown library: those produce HTML strings (which
// would then need a sanitizer and dangerouslySetInnerHTML), and the subset fits in this file with no dependency.

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: MarkdownInline[] }
  | { type: 'break' };

export type MarkdownBlock =
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: MarkdownBlock[] };

/** How deep quotes and emphasis may nest; deeper markers stay text (a post cannot make the parser recurse forever). */
const MAX_DEPTH = 8;

/** The WHATWG URL parser of the browser and of Node (common/ is compiled without the DOM's types). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; href: string } }).URL;

/** The URL if it is an absolute http(s) URL, else null: javascript:, data:, relative and broken URLs are refused. */
export function safeHref(raw: string): string | null {
  const candidate = raw.trim();
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new WhatwgUrl(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

const FENCE = /^\s{0,3}```/;
const QUOTE = /^\s{0,3}>\s?/;
const BULLET = /^\s{0,3}[-*+]\s+/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+/;

export function parseMarkdown(text: string, depth = 0): MarkdownBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), depth) });
    paragraph = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index]!)) code.push(lines[index++]!);
      index += 1; // the closing fence (or the end)
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (QUOTE.test(line) && depth < MAX_DEPTH) {
      flush();
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) quoted.push(lines[index++]!.replace(QUOTE, ''));
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n'), depth + 1) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      flush();
      const marker = ordered ? NUMBERED : BULLET;
      const items: MarkdownInline[][] = [];
      while (index < lines.length && marker.test(lines[index]!)) {
        items.push(parseInline(lines[index++]!.replace(marker, ''), depth));
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
    index += 1;
  }
  flush();
  return blocks;
}

const BARE_URL = /^https?:\/\/[^\s<>()[\]]+/i;

export function parseInline(text: string, depth = 0): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let plain = '';
  const push = (node: MarkdownInline) => {
    if (plain) out.push({ type: 'text', text: plain });
    plain = '';
    out.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const rest = text.slice(i);
    if (char === '\\' && i + 1 < text.length && /[\\`*_[\]()>#+\-.!]/.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      push({ type: 'break' });
      i += 1;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (rest.startsWith('**') || rest.startsWith('__'))) {
      const marker = rest.slice(0, 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2) {
        push({ type: 'strong', children: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (depth < MAX_DEPTH && (char === '*' || char === '_')) {
      // An underscore inside a word (snake_case) is no emphasis.
      const wordBefore = i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1]!);
      const end = text.indexOf(char, i + 1);
      if (!(char === '_' && wordBefore) && end > i + 1 && text[i + 1] !== ' ' && text[end - 1] !== ' ') {
        push({ type: 'em', children: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = /^\[([^\]\n]{1,500})\]\(([^()\s]{1,2000})\)/.exec(rest);
      if (link) {
        const href = safeHref(link[2]!);
        const label = depth < MAX_DEPTH ? parseInline(link[1]!, depth + 1) : [{ type: 'text' as const, text: link[1]! }];
        if (href) push({ type: 'link', href, children: label });
        else {
          // A refused address shows only its label, as text: nothing to click.
          for (const node of label) push(node);
        }
        i += link[0].length;
        continue;
      }
    }
    if ((char === 'h' || char === 'H') && (i === 0 || /\s|\(/.test(text[i - 1]!))) {
      const bare = BARE_URL.exec(rest);
      if (bare) {
        const url = bare[0].replace(/[.,;:!?]+$/, '');
        const href = safeHref(url);
        if (href) {
          push({ type: 'link', href, children: [{ type: 'text', text: url }] });
          i += url.length;
          continue;
        }
      }
    }
    plain += char;
    i += 1;
  }
  if (plain) out.push({ type: 'text', text: plain });
  return out;
}

/** The post as plain text (previews, quotes of a quote): the words without markers. */
export function markdownToPlain(text: string): string {
  const inline = (nodes: MarkdownInline[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text' || node.type === 'code') return node.text;
        if (node.type === 'break') return ' ';
        return inline(node.children);
      })
      .join('');
  const block = (blocks: MarkdownBlock[]): string =>
    blocks
      .map((entry) => {
        if (entry.type === 'paragraph') return inline(entry.children);
        if (entry.type === 'code') return entry.text;
        if (entry.type === 'list') return entry.items.map(inline).join(' · ');
        return block(entry.children);
      })
      .join(' ');
  return block(parseMarkdown(text)).replace(/\s+/g, ' ').trim();
}

/**
 * An HTML tag, comment or the opening of an active element, as someone would type it to get markup. Forum
 * posts refuse it (a post with script or HTML gets a clear 4xx), outside code: inline code and code
 * blocks may show markup, for modders sharing a snippet. "a < b" and "<3" are no tags.
 */
const HTML_MARKUP = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|<!doctype|<\s*(?:script|iframe|img|svg|style|object|embed|link|meta|form|input|video|audio)\b/i;

/** Whether the text has HTML outside code (a title is checked whole, a post per block with its code left out). */
export function containsHtml(text: string, markdown = true): boolean {
  if (!markdown) return HTML_MARKUP.test(text);
  // Code is replaced by a character no tag can contain, so "<b`x`>" is no tag either.
  const inline = (nodes: MarkdownInline[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.text : node.type === 'code' ? '\u0000' : node.type === 'break' ? '\n' : inline(node.children))).join('');
  const hasHtml = (blocks: MarkdownBlock[]): boolean =>
    blocks.some((entry) => {
      if (entry.type === 'paragraph') return HTML_MARKUP.test(inline(entry.children));
      if (entry.type === 'list') return entry.items.some((item) => HTML_MARKUP.test(inline(item)));
      if (entry.type === 'quote') return hasHtml(entry.children);
      return false;
    });
  return hasHtml(parseMarkdown(text));
}

/** The text of a post quoted as Markdown (each line after "> "), for the answer box. */
export function quoteMarkdown(author: string, text: string, maxChars = 400): string {
  const plain = markdownToPlain(text);
  const short = plain.length > maxChars ? `${plain.slice(0, maxChars).trimEnd()} …` : plain;
  const escape = (value: string) => value.replace(/[\\`*_[\]]/g, (char) => `\\${char}`);
  return `> **${escape(author)}:** ${escape(short)}\n\n`;
}
