import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Image URL or a stored avatar path (resolved against /media/avatars/). */
  src?: string | null;
  name?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Profile border colour (spec §3 profile_border). */
  ringColor?: string | null;
  /** Alternative text; empty for a decorative avatar next to the visible name. */
  alt?: string;
  className?: string;
}

export function avatarUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^(https?:|blob:|data:|\/)/.test(image)) return image;
  return `/media/avatars/${image}`;
}

function initials(name: string | null | undefined): string {
  if (!name) return '';
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[1]![0]] : [...(parts[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A round user picture; falls back to the initials (or a person icon) when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', ringColor, alt = '', className }: AvatarProps) {
  const url = avatarUrl(src);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  const text = initials(name);
  return (
    <span
      className={[styles.avatar, styles[size], ringColor && styles.ring, className].filter(Boolean).join(' ')}
      style={ringColor ? ({ '--avatar-ring': ringColor } as React.CSSProperties) : undefined}
      data-testid="avatar"
    >
      {url && !failed ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : text ? (
        <span aria-hidden={alt ? undefined : true} aria-label={alt || undefined} role={alt ? 'img' : undefined}>
          {text}
        </span>
      ) : (
        <UserRound className={styles.placeholderIcon} aria-hidden="true" />
      )}
    </span>
  );
}
