import { useTranslation } from 'react-i18next';
import type { GeneratedGame, GeneratedGamePreview } from '../../../../common/contract/ai-games';
import { currentLanguage } from '../../../i18n';
import { toBcp47 } from '../../../i18n/languages';
import styles from './ai-games.module.css';

/** "Nüsse und Eicheln", "nuts and acorns", "坚果和橡子": a list in the reader's language. */
function joined(names: string[]): string {
  return new Intl.ListFormat(toBcp47(currentLanguage()), { type: 'conjunction' }).format(names);
}

/** What the finished game contains (figures, goal, numbers, world), shown before it may go into the catalogue. */
export function GamePreview({ preview, theme }: { preview: GeneratedGamePreview; theme: GeneratedGame['theme'] }) {
  const { t } = useTranslation('aiGames');
  const enemies = preview.hazards.filter((hazard) => hazard.kind === 'enemy');
  const obstacles = preview.hazards.filter((hazard) => hazard.kind === 'obstacle');
  const row = (label: string, value: string, testId: string) => (
    <div className={styles.previewRow}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.preview} aria-labelledby="ai-game-preview-title" data-testid="ai-game-preview">
      <h2 id="ai-game-preview-title">{t('preview.title')}</h2>
      <dl className={styles.previewList}>
        {row(t('preview.player'), preview.player.name, 'ai-preview-player')}
        {preview.items.length > 0 && row(t('preview.collect'), joined(preview.items.map((item) => item.plural)), 'ai-preview-items')}
        {enemies.length > 0 && row(t('preview.enemies'), joined(enemies.map((enemy) => enemy.plural)), 'ai-preview-enemies')}
        {obstacles.length > 0 && row(t('preview.obstacles'), joined(obstacles.map((obstacle) => obstacle.plural)), 'ai-preview-obstacles')}
        {row(t('preview.goal'), t(`preview.goals.${preview.goal.kind}`, { count: preview.goal.target }), 'ai-preview-goal')}
        {preview.lives > 1 && row(t('preview.lives'), String(preview.lives), 'ai-preview-lives')}
        {preview.time_limit !== null && row(t('preview.timeLimit'), t('preview.seconds', { count: preview.time_limit }), 'ai-preview-time-limit')}
        {theme && row(t('preview.world'), t(`themes.${theme}`), 'ai-preview-world')}
      </dl>
    </section>
  );
}
