import { ArrowUpRight, Moon, Search, Send, Settings, Sun, Target, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPEARANCE, ASSISTANT_GREETING_DELAY_MS, ASSISTANT_INPUT_MAX } from '../../../../common/constants';
import type { AssistantLink } from '../../../../common/contract/assistant';
import { Button, IconButton, Sheet } from '../../../ui';
import { useAppearance } from '../../appearance/appearance';
import { searchPath } from '../../search/hits';
import { useSessionStore } from '../../session/store';
import { useAskAssistant } from '../queries';
import { pickSuggestions } from '../suggestions';
import styles from './AssistantPanel.module.css';

// The assistant side panel (spec §2, §3 Assistant message, §5 input, §9 suggestions and greeting delay):
// a greeting after 500 ms, 3 random suggestions, answers with their links and actions as buttons.

interface Message {
  id: number;
  sender: 'user' | 'bot';
  content: string;
  links: AssistantLink[];
}

let nextId = 1;

const ACTION_ICONS = {
  dark_mode: <Moon />,
  light_mode: <Sun />,
  open_settings: <Settings />,
  search: <Search />,
  wellbeing_goals: <Target />,
  upload: <Upload />,
} as const;

export default function AssistantPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('assistant');
  const navigate = useNavigate();
  const [, setAppearance] = useAppearance();
  const user = useSessionStore((state) => state.user);
  const [messages, setMessages] = useState<Message[]>([]);
  const [suggestions] = useState(() => pickSuggestions());
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const ask = useAskAssistant();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const counterId = useId();

  useEffect(() => {
    if (!open || messages.length > 0) return;
    const timer = setTimeout(() => {
      setMessages((current) =>
        current.length > 0
          ? current
          : [{ id: nextId++, sender: 'bot', content: user ? t('greetingNamed', { name: user.name }) : t('greeting'), links: [] }],
      );
    }, ASSISTANT_GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, messages.length, t, user]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, busy]);

  async function send(text: string) {
    const question = text.trim();
    if (!question || busy) return;
    const limited = [...question].slice(0, ASSISTANT_INPUT_MAX).join('');
    setMessages((current) => [...current, { id: nextId++, sender: 'user', content: limited, links: [] }]);
    setInput('');
    setBusy(true);
    try {
      const answer = await ask.mutateAsync({ message: limited, language: i18n.language, user: user ? { id: user.id, name: user.name } : null });
      setMessages((current) => [...current, { id: nextId++, sender: 'bot', content: answer.data[1], links: answer.links }]);
      // A direct request ("mach den Dunkelmodus an") is carried out at once; the button stays to do it again.
      const [only] = answer.links;
      if (answer.links.length === 1 && only && 'Action' in only && (only.Action === 'dark_mode' || only.Action === 'light_mode')) {
        void setAppearance(only.Action === 'dark_mode' ? APPEARANCE.dark : APPEARANCE.light);
      }
    } catch {
      setMessages((current) => [...current, { id: nextId++, sender: 'bot', content: t('unavailable'), links: [{ LinkName: t('contact'), Link: '/contact_us' }] }]);
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function follow(link: AssistantLink) {
    if ('Link' in link) {
      void navigate(link.Link);
      onClose();
      return;
    }
    switch (link.Action) {
      case 'dark_mode':
        void setAppearance(APPEARANCE.dark);
        return;
      case 'light_mode':
        void setAppearance(APPEARANCE.light);
        return;
      case 'open_settings':
        void navigate(link.Param?.startsWith('/settings') ? link.Param : '/settings');
        break;
      case 'search':
        void navigate(link.Param ? searchPath(link.Param) : '/search');
        break;
      case 'wellbeing_goals':
        void navigate('/settings/wellbeing');
        break;
      case 'upload':
        void navigate('/upload');
        break;
    }
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(input);
  }

  const length = [...input].length;
  return (
    <Sheet open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} side="end" testId="assistant-panel">
      <div className={styles.panel}>
        <ol ref={listRef} className={styles.messages} aria-live="polite" aria-relevant="additions" aria-label={t('conversation')}>
          {messages.map((message) => (
            <li key={message.id} className={message.sender === 'bot' ? styles.bot : styles.user} data-testid={`assistant-${message.sender}`}>
              <span className="visually-hidden">{message.sender === 'bot' ? t('botSays') : t('youSay')}</span>
              <p className={styles.bubble}>{message.content}</p>
              {message.links.length > 0 && (
                <div className={styles.links}>
                  {message.links.map((link) => (
                    <Button
                      key={`${link.LinkName}-${'Link' in link ? link.Link : link.Action}`}
                      size="sm"
                      variant="secondary"
                      icon={'Link' in link ? <ArrowUpRight /> : ACTION_ICONS[link.Action]}
                      onClick={() => follow(link)}
                      data-testid="assistant-link"
                    >
                      {link.LinkName}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          ))}
          {busy && (
            <li className={styles.bot}>
              <p className={styles.bubble}>{t('thinking')}</p>
            </li>
          )}
        </ol>
        {messages.length <= 1 && (
          <div className={styles.suggestions}>
            <p className={styles.hint}>{t('suggestionsTitle')}</p>
            {suggestions.map((key) => (
              <Button key={key} size="sm" variant="ghost" onClick={() => void send(t(key))} data-testid="assistant-suggestion">
                {t(key)}
              </Button>
            ))}
          </div>
        )}
        <form className={styles.form} onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor={`${counterId}-input`}>
            {t('inputLabel')}
          </label>
          <input
            id={`${counterId}-input`}
            ref={inputRef}
            className={styles.input}
            value={input}
            maxLength={ASSISTANT_INPUT_MAX}
            placeholder={t('placeholder')}
            aria-describedby={counterId}
            onChange={(event) => setInput(event.target.value)}
            data-testid="assistant-input"
          />
          <IconButton label={t('send')} icon={<Send />} type="submit" disabled={busy || input.trim() === ''} />
          <span id={counterId} className={styles.counter} aria-live="off">
            {t('counter', { length, count: ASSISTANT_INPUT_MAX })}
          </span>
        </form>
      </div>
    </Sheet>
  );
}
