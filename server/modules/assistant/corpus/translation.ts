// The help corpus in the app's other languages: German and English live in entries.ts (the source); every
// other language has one file here (fr.ts, ja.ts, …) with, per corpus entry, the words people use when they ask,
// the answer and the link labels (in the order of the entry's links), and the assistant's fixed sentences.

export interface EntryTranslation {
  /** Words people use when they ask about it, in that language (space-separated, lower case where the script has case). */
  keywords: string;
  answer: string;
  /** The labels of the entry's links and actions, in their order. */
  links: string[];
}

export interface AssistantTexts {
  /** When nothing in the corpus answers the question. */
  dontKnow: string;
  contactForm: string;
  /** When even the offline engine failed; {email} is the contact address. */
  unavailable: string;
  darkModeOn: string;
  darkModeLink: string;
  lightModeOn: string;
  lightModeLink: string;
  /** {term} is what the user asked to search for. */
  searching: string;
  searchLink: string;
}

export interface CorpusTranslation {
  texts: AssistantTexts;
  /** By corpus entry id: every entry of entries.ts. */
  entries: Record<string, EntryTranslation>;
}

/** The fixed sentences in the source languages. */
export const SOURCE_TEXTS: Record<'de' | 'en', AssistantTexts> = {
  de: {
    dontKnow: 'Dazu weiß ich leider nichts Sicheres. Schreib unserem Team über das Kontaktformular, dann hilft dir ein Mensch weiter.',
    contactForm: 'Kontaktformular',
    unavailable: 'Entschuldige, der Assistent ist gerade nicht erreichbar. Schreib uns gern an {email}.',
    darkModeOn: 'Klar, ich schalte den Dunkelmodus ein.',
    darkModeLink: 'Dunkelmodus an',
    lightModeOn: 'Klar, ich schalte den Hellmodus ein.',
    lightModeLink: 'Hellmodus an',
    searching: 'Ich suche nach „{term}“.',
    searchLink: 'Nach „{term}“ suchen',
  },
  en: {
    dontKnow: 'I am sorry, I do not know that for sure. Write to our team via the contact form and a person will help you.',
    contactForm: 'Contact form',
    unavailable: 'Sorry, the assistant is not available right now. Please write to us at {email}.',
    darkModeOn: 'Sure, I am switching on dark mode.',
    darkModeLink: 'Dark mode on',
    lightModeOn: 'Sure, I am switching on light mode.',
    lightModeLink: 'Light mode on',
    searching: 'Searching for "{term}".',
    searchLink: 'Search for "{term}"',
  },
};
