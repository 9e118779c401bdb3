import { ArrowRight, History, Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_TERM_MAX } from '../../../../common/contract/search';
import { QueryProvider } from '../../../api/query-client';
import { Button, Dialog, IconButton, Spinner } from '../../../ui';
import { HIT_GROUPS, type HitGroup, hitsOf, type SearchHit, searchPath } from '../hits';
import { normaliseTerm, PANEL_MIN_CHARS, useDebouncedValue, useSearch } from '../queries';
import { useRecentSearches } from '../recent';
import { HitRow } from './HitRow';
import styles from './SearchPanel.module.css';

type PanelOption =
  | { kind: 'hit'; hit: SearchHit }
  | { kind: 'all'; term: string }
  | { kind: 'recent'; term: string };

export interface SearchPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * The search panel of the header (spec §2): results while typing (debounced), grouped into people, videos
 * and games, in the combobox pattern: focus stays in the field, ↑/↓ move through the options
 * (aria-activedescendant), Enter opens the chosen one or, with none chosen, /search/{query}; Escape closes.
 * With an empty field it offers the last searches. Loaded only when first opened.
 */
export default function SearchPanel(props: SearchPanelProps) {
  // The header sits outside the layouts' query provider (pages without server state do not load it).
  return (
    <QueryProvider>
      <Panel {...props} />
    </QueryProvider>
  );
}

function Panel({ open, onClose }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term);
  const search = useSearch(debounced, { minChars: PANEL_MIN_CHARS });
  const recent = useRecentSearches();

  const typed = normaliseTerm(term);
  const searching = [...typed].length >= PANEL_MIN_CHARS;
  // Results for an older term stay while the new one loads (no flicker), never once the field is too short.
  const hits = searching ? hitsOf(search.data) : [];
  const options: PanelOption[] = searching
    ? [...hits.map((hit) => ({ kind: 'hit' as const, hit })), { kind: 'all' as const, term: typed }]
    : recent.terms.map((entry) => ({ kind: 'recent' as const, term: entry }));
  // A new term starts without a chosen option; a shorter list keeps the choice only while it exists.
  useEffect(() => setActive(-1), [typed]);
  const current = active < options.length ? active : -1;
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, listId]);
  useEffect(() => {
    if (open) requestAnimationFrame(() => inputRef.current?.select());
  }, [open]);

  const go = (href: string, remember: string | null) => {
    if (remember) recent.remember(remember);
    onClose();
    void navigate(href);
  };

  const choose = (option: PanelOption) => {
    if (option.kind === 'hit') go(option.hit.href, typed);
    else go(searchPath(option.term), option.term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setActive((index) => (Math.min(index, options.length - 1) + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 || index >= options.length ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[current];
      if (option) choose(option);
      else if (typed) go(searchPath(typed), typed);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const renderOption = (option: PanelOption, index: number) => {
    const selected = index === current;
    return (
      // The keys are the field's (combobox with aria-activedescendant): the options never take focus.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={option.kind === 'hit' ? option.hit.key : `${option.kind}:${option.term}`}
        id={optionId(index)}
        role="option"
        tabIndex={-1}
        aria-selected={selected}
        className={[styles.option, selected && styles.active].filter(Boolean).join(' ')}
        data-testid={option.kind === 'hit' ? `search-option-${option.hit.group}` : `search-option-${option.kind}`}
        // Focus stays in the field (combobox pattern); a click chooses.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={() => choose(option)}
      >
        {option.kind === 'hit' ? (
          <HitRow hit={option.hit} />
        ) : option.kind === 'all' ? (
          <span className={styles.all}>
            <ArrowRight size={18} aria-hidden="true" />
            {t('showAll', { term: option.term })}
          </span>
        ) : (
          <span className={styles.recentTerm}>
            <History size={18} aria-hidden="true" />
            {option.term}
          </span>
        )}
      </div>
    );
  };

  const groupLabel = (group: HitGroup) => t(`groups.${group}`);
  const groups = HIT_GROUPS.map((group) => {
    const inGroup = options.flatMap((option, at) => (option.kind === 'hit' && option.hit.group === group ? [at] : []));
    if (!inGroup.length) return null;
    const headingId = `${listId}-${group}`;
    return (
      <div key={group} role="group" aria-labelledby={headingId} className={styles.group}>
        <div id={headingId} role="presentation" className={styles.groupTitle}>
          {groupLabel(group)}
        </div>
        {inGroup.map((at) => renderOption(options[at]!, at))}
      </div>
    );
  });
  const allIndex = options.findIndex((option) => option.kind === 'all');

  let status: string;
  if (!searching) status = recent.terms.length ? t('recent.title') : t('recent.empty');
  else if (search.isError) status = t('error');
  else if (search.isFetching || search.isPlaceholderData || debounced !== term) status = t('loading');
  else status = hits.length ? t('resultCount', { count: hits.length }) : t('noResults', { term: typed });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('panelTitle')}
      closeLabel={t('close')}
      size="lg"
      initialFocus={inputRef}
      className={styles.panel}
      testId="search-panel"
    >
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Search size={20} aria-hidden="true" className={styles.icon} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-describedby={`${listId}-hint`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX}
          placeholder={t('placeholder')}
          className={styles.input}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        {search.isFetching && searching ? <Spinner size="sm" decorative /> : null}
        {term ? (
          <IconButton
            label={t('clearTerm')}
            icon={<X />}
            onClick={() => {
              setTerm('');
              inputRef.current?.focus();
            }}
          />
        ) : null}
      </form>
      <p id={`${listId}-hint`} className={styles.hint}>
        {t('hint')}
      </p>

      <div id={listId} role="listbox" aria-label={searching ? t('resultsLabel', { term: typed }) : t('recent.title')} className={styles.list}>
        {searching ? (
          <>
            {groups}
            {allIndex >= 0 ? renderOption(options[allIndex]!, allIndex) : null}
          </>
        ) : recent.terms.length ? (
          <div role="group" aria-labelledby={`${listId}-recent`} className={styles.group}>
            <div id={`${listId}-recent`} role="presentation" className={styles.groupTitle}>
              {t('recent.title')}
            </div>
            {options.map(renderOption)}
          </div>
        ) : null}
      </div>

      <p role="status" className={searching && !hits.length && !search.isFetching && debounced === term ? styles.state : 'visually-hidden'} data-testid="search-status">
        {status}
      </p>
      {!searching && recent.terms.length ? (
        <Button variant="ghost" size="sm" onClick={() => recent.clear()} data-testid="search-clear-recent">
          {t('recent.clear')}
        </Button>
      ) : null}
    </Dialog>
  );
}
