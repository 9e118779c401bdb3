import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { borderColours } from '../../common/rules/borders';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Image URL or a stored avatar path (resolved against /media/avatars/). */
  src?: string | null;
  name?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** The profile border (spec §3 profile_border): a shop border's id, or a plain colour. */
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

/** The ring's colours as custom properties: --avatar-ring, and --avatar-ring-1…5 for the animated cycle. */
function ringStyle(colours: readonly string[]): React.CSSProperties {
  const style: Record<string, string> = { '--avatar-ring': colours[0]! };
  for (let index = 0; index < 5; index++) style[`--avatar-ring-${index + 1}`] = colours[index % colours.length]!;
  return style as React.CSSProperties;
}

/** A round user picture; falls back to the initials (or a person icon) when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', ringColor, alt = '', className }: AvatarProps) {
  const url = avatarUrl(src);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  const text = initials(name);
  const border = borderColours(ringColor);
  return (
    <span
      className={[styles.avatar, styles[size], border && styles.ring, border?.animated && styles.animated, className].filter(Boolean).join(' ')}
      style={border ? ringStyle(border.colours) : undefined}
      data-testid="avatar"
      data-border={border ? ringColor : undefined}
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
