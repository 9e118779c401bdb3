import { cloneElement, type ReactElement, type ReactNode } from 'react';

// Translated sentences with a link inside ("Mehr in der <policy>Cookie-Richtlinie</policy>."): each named tag
// becomes the element given for it, with the tag's text as its children; everything else stays text (React
// escapes it). Our own few lines instead of react-i18next's <Trans>: that one brings an HTML parser
// (html-parse-stringify) into the first load for what is only ever one or two named, unnested tags.

const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/gs;

export interface RichTextProps {
  /** The translated text, e.g. t('banner.text'). */
  text: string;
  /** The element per tag name; a tag without one shows its text only. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

export function RichText({ text, components }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, name, inner] = match;
    const element = components[name!];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
