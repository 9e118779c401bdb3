import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarkdownBlock, MarkdownInline } from '../../../../common/rules/markdown';
import { currentLanguage } from '../../../i18n';
import { Button, Spinner, useDocumentTitle } from '../../../ui';
import { type LegalDocumentName, type LegalLanguage, legalDocumentQuery, sectionId } from '../documents';
import styles from './LegalDocumentView.module.css';

const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s)]+)/g;

/** Plain text with e-mail addresses and web addresses turned into links. */
export function Linkified({ text }: { text: string }): ReactNode {
  const parts = text.split(LINKABLE);
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const trimmed = part.replace(/[.,;:]+$/, '');
    const rest = part.slice(trimmed.length);
    const href = trimmed.includes('@') && !trimmed.startsWith('http') ? `mailto:${trimmed}` : trimmed;
    return (
      <Fragment key={index}>
        <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {trimmed}
        </a>
        {rest}
      </Fragment>
    );
  });
}

/** Inline Markdown as elements; `linkify`: e-mail addresses in the text become links (not inside a link). */
function inline(nodes: MarkdownInline[], linkify = true): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return linkify ? <Linkified key={index} text={node.text} /> : node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(node.children, linkify)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children, linkify)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children, false)}
          </a>
        );
    }
  });
}

/** A legal text's Markdown blocks (parse.ts) as elements; index keys, as a fixed document never reorders. */
function blocks(content: MarkdownBlock[], paragraphClass?: string): ReactNode[] {
  return content.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={index} className={paragraphClass}>
            {inline(block.children)}
          </p>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item)}</li>);
        return block.ordered ? (
          <ol key={index} className={styles.list}>
            {items}
          </ol>
        ) : (
          <ul key={index} className={styles.list}>
            {items}
          </ul>
        );
      }
      case 'quote':
        return <blockquote key={index}>{blocks(block.children)}</blockquote>;
      case 'code':
        return (
          <pre key={index}>
            <code>{block.text}</code>
          </pre>
        );
    }
  });
}

export interface LegalDocumentViewProps {
  name: LegalDocumentName;
  language: LegalLanguage;
  /** Shown above the text (archived version, links to other versions). */
  notice?: ReactNode;
  /** Offer Deutsch/English links with ?lang= (the privacy policy). */
  languageLinks?: { pathname: string };
  /** Show a table of contents with anchors. */
  toc?: boolean;
}

/** Renders one legal document in de or en; other interface languages read the English text (spec §1). */
export function LegalDocumentView({ name, language, notice, languageLinks, toc = true }: LegalDocumentViewProps) {
  const { t } = useTranslation('legal');
  const query = useQuery(legalDocumentQuery(name, language));
  useDocumentTitle(query.data?.title);

  if (query.isPending) return <Spinner center label={t('loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className={styles.article}>
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const document = query.data;
  const uiLanguage = currentLanguage();
  // Legal texts exist in German and English only; other interface languages read the English text.
  const readsFallback = uiLanguage !== 'de' && uiLanguage !== 'en';
  return (
    <article className={styles.article} lang={language} data-testid="legal-document">
      <header className={styles.header}>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.updated} lang={uiLanguage}>
          {t('updated', { date: document.updated })}
        </p>
      </header>

      {languageLinks && (
        <nav className={styles.languages} aria-label={t('languageLinksLabel')} lang={uiLanguage}>
          {(['de', 'en'] as const).map((code) => (
            <Link
              key={code}
              to={`${languageLinks.pathname}?lang=${code}`}
              className={styles.languageLink}
              aria-current={code === language ? 'true' : undefined}
              lang={code}
              replace
            >
              {code === 'de' ? 'Deutsch' : 'English'}
            </Link>
          ))}
        </nav>
      )}

      {readsFallback && (
        <p className={styles.notice} lang={uiLanguage}>
          <Info className={styles.noticeIcon} aria-hidden="true" />
          {t('onlyDeEn')}
        </p>
      )}

      {notice}

      {blocks(document.intro, styles.intro)}

      {toc && document.sections.length > 3 && (
        <nav className={styles.toc} aria-labelledby={`${name}-toc`}>
          <h2 id={`${name}-toc`} className={styles.tocTitle} lang={uiLanguage}>
            {t('toc')}
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section, index) => (
              <li key={sectionId(section.heading, index)}>
                <a href={`#${sectionId(section.heading, index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {document.sections.map((section, index) => (
        <section
          key={sectionId(section.heading, index)}
          id={sectionId(section.heading, index)}
          className={styles.section}
          aria-labelledby={`${sectionId(section.heading, index)}-heading`}
        >
          <h2 id={`${sectionId(section.heading, index)}-heading`}>{section.heading}</h2>
          {blocks(section.blocks)}
        </section>
      ))}
    </article>
  );
}
