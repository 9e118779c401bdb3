import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

/** Stands in for the router's <Link>: an element that receives the tag's text as its children. */
function Anchor({ href, target, children }: { href: string; target?: string; children?: ReactNode }) {
  return (
    <a href={href} target={target}>
      {children}
    </a>
  );
}

describe('RichText', () => {
  it('puts the tagged words into the given elements and keeps the rest as escaped text', () => {
    const html = renderToStaticMarkup(
      <RichText
        text="Lies die <terms>Nutzungsbedingungen</terms> & die <privacy>Datenschutzerklärung</privacy> <b>jetzt</b>."
        components={{ terms: <Anchor href="/terms" />, privacy: <Anchor href="/privacy" target="_blank" /> }}
      />,
    );
    expect(html).toBe('Lies die <a href="/terms">Nutzungsbedingungen</a> &amp; die <a href="/privacy" target="_blank">Datenschutzerklärung</a> jetzt.');
  });

  it('leaves a text without tags as it is, and markup in it inert', () => {
    expect(renderToStaticMarkup(<RichText text="Nur Text" components={{}} />)).toBe('Nur Text');
    // The markup arrives as text, escaped.
    expect(renderToStaticMarkup(<RichText text={'<img src=x onerror="alert(1)">'} components={{}} />)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});
