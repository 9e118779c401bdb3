import { parseMarkdown } from '../../../common/rules/markdown';
import type { LegalDocument } from './content/types';

// A legal text is a Markdown file that a lawyer or translator edits (content/<name>.<lang>.md):
//
//   ---
//   title: Datenschutzerklärung
//   updated: 06.09.2025
//   ---
//   The intro (optional).
//   ## 1. Verantwortlicher
//   Paragraphs, "- " lists, **bold**, *italic*, [links](https://…) …
//
// The front matter is "key: value" lines (title and updated, both required). Each "## " line starts a section;
// the text between headings follows the project's own Markdown rules (common/rules/markdown.ts, as forum posts):
// no HTML, only http(s) links, a line break inside a paragraph stays a line break, so a paragraph is one line.
// Bare web addresses become links; e-mail addresses are linked when shown (LegalDocumentView).

export class LegalDocumentInvalid extends Error {}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION_HEADING = /^## +(.+?)\s*$/m;
/** Other heading levels have no place in a legal text's layout: a "# " or "### " line is a mistake, not text. */
const OTHER_HEADING = /^(#|#{3,6})\s/m;

export function parseLegalDocument(source: string): LegalDocument {
  const text = source.replace(/\r\n?/g, '\n');
  const frontMatter = FRONT_MATTER.exec(text);
  if (!frontMatter) throw new LegalDocumentInvalid('The front matter (--- title/updated ---) is missing');
  const meta = new Map<string, string>();
  for (const line of frontMatter[1]!.split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new LegalDocumentInvalid(`Front matter line without "key: value": ${line}`);
    meta.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = meta.get('title');
  const updated = meta.get('updated');
  if (!title || !updated) throw new LegalDocumentInvalid('The front matter needs a title and an updated date');

  const body = text.slice(frontMatter[0].length);
  const stray = OTHER_HEADING.exec(body);
  if (stray) throw new LegalDocumentInvalid(`Only "## " headings are allowed: ${stray[0].trim()}`);
  // split() with a capture group: [intro, heading, text, heading, text, …].
  const [intro = '', ...rest] = body.split(new RegExp(SECTION_HEADING.source, 'm'));
  const sections = [];
  for (let index = 0; index < rest.length; index += 2) sections.push({ heading: rest[index]!, blocks: parseMarkdown(rest[index + 1] ?? '') });
  return { title, updated, intro: parseMarkdown(intro), sections };
}
