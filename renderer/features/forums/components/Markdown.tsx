import { type ReactNode, useMemo } from 'react';
import { type MarkdownBlock, type MarkdownInline, parseMarkdown } from '../../../../common/rules/markdown';
import styles from './forums.module.css';

// A forum post's Markdown (the safe subset of common/rules/markdown.ts) as React elements. Every piece of text is
// a React text node, so React escapes it: no HTML from a post ever reaches the page. Links only ever carry the
// http(s) address the parser accepted, and open without handing this page to the other site.

function inline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return (
          <code key={index} className={styles.inlineCode}>
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} rel="nofollow noopener" target="_blank">
            {inline(node.children)}
          </a>
        );
    }
  });
}

export function markdownBlocks(blocks: MarkdownBlock[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return <p key={index}>{inline(block.children)}</p>;
      case 'code':
        return (
          <pre key={index} className={styles.codeBlock}>
            <code>{block.text}</code>
          </pre>
        );
      case 'quote':
        return (
          <blockquote key={index} className={styles.quote}>
            {markdownBlocks(block.children)}
          </blockquote>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
        return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
      }
    }
  });
}

export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={styles.markdown} dir="auto">
      {markdownBlocks(blocks)}
    </div>
  );
}
