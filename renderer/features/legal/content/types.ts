import type { MarkdownBlock } from '../../../../common/rules/markdown';

/** One section of a legal text: its heading (a "## " line) and what follows it up to the next heading. */
export interface LegalSection {
  heading: string;
  blocks: MarkdownBlock[];
}

/** A complete legal document in one language, as parsed from content/<name>.<lang>.md. */
export interface LegalDocument {
  title: string;
  /** Date of this version, e.g. '06.09.2025' in de, 'September 6, 2025' in en. */
  updated: string;
  /** What stands before the first heading. */
  intro: MarkdownBlock[];
  sections: LegalSection[];
}
