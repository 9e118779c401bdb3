/** One section of a legal text: a heading, optional paragraphs and an optional bullet list (rendered after the paragraphs). */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** A complete legal document in one language. */
export interface LegalDocument {
  title: string;
  /** Date of this version, e.g. '06.09.2025' in de, 'September 6, 2025' in en. */
  updated: string;
  intro?: string;
  sections: LegalSection[];
}
