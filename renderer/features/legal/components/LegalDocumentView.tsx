import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorDetails } from '../../../../common/contract/app-config';
import type { MarkdownBlock, MarkdownInline } from '../../../../common/rules/markdown';
import { useAppConfig } from '../../app-config/use-app-config';
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

const OPERATOR_FIELD = /\{operator\.(\w+)\}/g;

/**
 * How a text's `{operator.field}` placeholders are filled: the installation's details (GET /api/app-config),
 * `null` while they load (the prerendered page, and the first render after hydration, show a neutral gap).
 */
interface Filling {
  operator: OperatorDetails | null;
  /** Shown for a detail this installation has not configured. */
  missing: string;
}

/** A text node: operator placeholders filled, then e-mail and web addresses linked (unless inside a link). */
function filledText(text: string, filling: Filling, linkify: boolean, key: number): ReactNode {
  const show = (part: string, partKey: number) => (linkify ? <Linkified key={partKey} text={part} /> : <Fragment key={partKey}>{part}</Fragment>);
  if (!text.includes('{operator.')) return show(text, key);
  const parts = text.split(OPERATOR_FIELD);
  return (
    <Fragment key={key}>
      {parts.map((part, index) => {
        if (index % 2 === 0) return show(part, index);
        const value = filling.operator ? (filling.operator[part as keyof OperatorDetails] ?? null) : undefined;
        if (value) return show(value, index);
        if (value === undefined) return <span key={index} className={styles.pending} aria-hidden="true" />;
        return (
          <span key={index} className={styles.missing} data-testid="operator-missing">
            {filling.missing}
          </span>
        );
      })}
    </Fragment>
  );
}

/** Inline Markdown as elements; `linkify`: e-mail addresses in the text become links (not inside a link). */
function inline(nodes: MarkdownInline[], filling: Filling, linkify = true): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return filledText(node.text, filling, linkify, index);
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(node.children, filling, linkify)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children, filling, linkify)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children, filling, false)}
          </a>
        );
    }
  });
}

/** A legal text's Markdown blocks (parse.ts) as elements; index keys, as a fixed document never reorders. */
function blocks(content: MarkdownBlock[], filling: Filling, paragraphClass?: string): ReactNode[] {
  return content.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={index} className={paragraphClass}>
            {inline(block.children, filling)}
          </p>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item, filling)}</li>);
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
        return <blockquote key={index}>{blocks(block.children, filling)}</blockquote>;
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
  const appConfig = useAppConfig();
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
  const filling: Filling = { operator: appConfig?.operator ?? null, missing: t('operatorMissing', { lng: language }) };
  const usesOperator = document.sections.some((section) => JSON.stringify(section.blocks).includes('{operator.'));
  const operatorIncomplete =
    usesOperator && appConfig !== null && (!appConfig.operator.name || !appConfig.operator.address || !appConfig.operator.email);
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

      {operatorIncomplete && (
        <p className={styles.notice} lang={uiLanguage} role="note" data-testid="operator-notice">
          <Info className={styles.noticeIcon} aria-hidden="true" />
          {t('operatorNotice')}
        </p>
      )}

      {notice}

      {blocks(document.intro, filling, styles.intro)}

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
          {blocks(section.blocks, filling)}
        </section>
      ))}
    </article>
  );
}
