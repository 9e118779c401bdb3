import { formErrorOf } from '../../forms/errors';
import styles from './people.module.css';

/** The server's reason when an action was refused (already in the user's language), else `fallback`. */
export function ActionError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert" data-testid="action-error">
      {formErrorOf(error, fallback)}
    </p>
  );
}
