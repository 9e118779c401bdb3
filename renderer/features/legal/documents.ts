import type { LegalDocument } from './content/types';
import { parseLegalDocument } from './parse';

/** The legal documents that exist; each in de and en (content/<name>.<lang>.md). */
export type LegalDocumentName = 'privacy' | 'privacy-archive' | 'cookies' | 'terms' | 'terms-2023-08-08' | 'impressum';
export type LegalLanguage = 'de' | 'en';

// One chunk per document and language (the Markdown as text), loaded when a page asks for it.
const sources = import.meta.glob<string>('./content/*.*.md', { query: '?raw', import: 'default' });

export class LegalDocumentMissing extends Error {
  constructor(readonly document: string) {
    super(`Legal document ${document} is missing`);
  }
}

export async function loadLegalDocument(name: LegalDocumentName, language: LegalLanguage): Promise<LegalDocument> {
  const load = sources[`./content/${name}.${language}.md`];
  if (!load) throw new LegalDocumentMissing(`${name}.${language}`);
  return parseLegalDocument(await load());
}

/** The query of one document (shared by the page and its route loader, which fetches it before the page shows). */
export function legalDocumentQuery(name: LegalDocumentName, language: LegalLanguage) {
  return {
    queryKey: ['legal', name, language] as const,
    queryFn: () => loadLegalDocument(name, language),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** A stable id for a heading, so sections can be linked (#datenschutz-beauftragter). */
export function sectionId(heading: string, index: number): string {
  const slug = heading
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}` : `abschnitt-${index + 1}`;
}
