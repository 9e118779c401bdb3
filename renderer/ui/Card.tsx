import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** Lifts on hover/focus: for cards that contain one main link. */
  interactive?: boolean;
  /** No padding (for media on the edge). */
  flush?: boolean;
  children?: ReactNode;
}

export function Card({ as: Tag = 'div', interactive, flush, className, children, ...rest }: CardProps) {
  return (
    <Tag
      className={[styles.card, interactive && styles.interactive, flush && styles.flush, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </Tag>
  );
}
