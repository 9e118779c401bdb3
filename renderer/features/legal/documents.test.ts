import { describe, expect, it } from 'vitest';
import { operatorDetails } from '../../../common/contract/app-config';
import type { MarkdownBlock, MarkdownInline } from '../../../common/rules/markdown';
import { type LegalDocumentName, LegalDocumentMissing, loadLegalDocument } from './documents';
import { LegalDocumentInvalid, parseLegalDocument } from './parse';

// The legal texts are Markdown files a lawyer or translator edits (content/<name>.<lang>.md): every one must
// parse, the English must have the German's sections and layout, and a broken file must fail, not show half.

const SOURCES = import.meta.glob<string>('./content/*.md', { query: '?raw', import: 'default', eager: true });
const NAMES: LegalDocumentName[] = ['privacy', 'privacy-archive', 'cookies', 'terms', 'terms-2023-08-08', 'impressum'];
const source = (name: string, language: string) => SOURCES[`./content/${name}.${language}.md`]!;

/** What a block looks like, without its words: kinds, list lengths, and how many links and addresses it has. */
function layout(blocks: MarkdownBlock[]): unknown[] {
  const inline = (nodes: MarkdownInline[]): string[] =>
    nodes.flatMap((node) => {
      if (node.type === 'text') return (node.text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{operator\.\w+\}/g) ?? []).map((found) => (found.startsWith('{') ? found : 'email'));
      if (node.type === 'link') return ['link'];
      if (node.type === 'strong' || node.type === 'em') return [node.type, ...inline(node.children)];
      return [node.type];
    });
  return blocks.map((block) => {
    if (block.type === 'paragraph') return ['paragraph', inline(block.children)];
    if (block.type === 'list') return [block.ordered ? 'ol' : 'ul', block.items.map(inline)];
    if (block.type === 'quote') return ['quote', layout(block.children)];
    return ['code'];
  });
}

const OPERATOR_FIELDS = Object.keys(operatorDetails.shape);

describe('legal texts', () => {
  it.each(NAMES)('%s names the operator only through the configured details, never invented ones', (name) => {
    for (const language of ['de', 'en']) {
      const text = source(name, language);
      // The placeholders of the example operator the texts once carried, and any address of the example domain.
      expect(text).not.toMatch(/Musterstra|Jana Beispiel|HRB 0{4}|DE0{9}|\+49 30 0{7}|spielraum\.example|Spielraum GmbH/);
      for (const [, field] of text.matchAll(/\{operator\.(\w+)\}/g)) expect(OPERATOR_FIELDS).toContain(field);
    }
  });

  it('are the documents the site shows, each in German and English', () => {
    expect(Object.keys(SOURCES).sort()).toEqual(NAMES.flatMap((name) => [`./content/${name}.de.md`, `./content/${name}.en.md`]).sort());
  });

  it.each(NAMES)('%s parses in both languages, and the English has the German sections and layout', (name) => {
    const de = parseLegalDocument(source(name, 'de'));
    const en = parseLegalDocument(source(name, 'en'));
    for (const document of [de, en]) {
      expect(document.title.length).toBeGreaterThan(3);
      expect(document.updated).toMatch(/\d/);
      expect(document.sections.length).toBeGreaterThan(0);
      for (const section of document.sections) {
        expect(section.heading.trim(), name).not.toBe('');
        expect(section.blocks.length, section.heading).toBeGreaterThan(0);
      }
    }
    expect(en.sections.map((section) => layout(section.blocks))).toEqual(de.sections.map((section) => layout(section.blocks)));
  });

  it('loads a document as its own chunk and refuses one that does not exist', async () => {
    const privacy = await loadLegalDocument('privacy', 'de');
    expect(privacy.title).toBe('Datenschutzerklärung');
    expect(privacy.sections[0]).toMatchObject({ heading: '1. Verantwortlicher' });
    await expect(loadLegalDocument('privacy', 'fr' as 'de')).rejects.toBeInstanceOf(LegalDocumentMissing);
  });

  it('reads front matter, sections and the Markdown between them', () => {
    const document = parseLegalDocument(
      '---\ntitle: Impressum: Angaben\nupdated: 06.09.2025\n---\n\nVorab **wichtig**.\n\n## 1. Anbieter\n\nText mit https://example.com/a.\n\n- eins\n- zwei (\\*)\n\n## 2. Kontakt\nMail an kontakt@spielraum.example\n',
    );
    expect(document).toMatchObject({ title: 'Impressum: Angaben', updated: '06.09.2025' });
    expect(document.intro).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Vorab ' },
          { type: 'strong', children: [{ type: 'text', text: 'wichtig' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
    expect(document.sections.map((section) => section.heading)).toEqual(['1. Anbieter', '2. Kontakt']);
    expect(document.sections[0]!.blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Text mit ' },
          { type: 'link', href: 'https://example.com/a', children: [{ type: 'text', text: 'https://example.com/a' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'eins' }], [{ type: 'text', text: 'zwei (*)' }]] },
    ]);
  });

  it('a broken file fails instead of showing part of the text', () => {
    expect(() => parseLegalDocument('## 1. Ohne Kopf\n\nText')).toThrow(LegalDocumentInvalid);
    expect(() => parseLegalDocument('---\ntitle: Nur ein Titel\n---\n\n## 1. A\n\nText')).toThrow(/title and an updated date/);
    expect(() => parseLegalDocument('---\ntitle: T\nupdated: 1.1.2025\n---\n\n## 1. A\n\n### 1.1 Unterpunkt\n\nText')).toThrow(/Only "## " headings/);
  });
});
