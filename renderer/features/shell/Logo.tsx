/** The Spielraum mark: a rounded "play space" — a tile with a play triangle. Decorative; label it where it links. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="42" height="42" rx="13" fill="currentColor" />
      <path d="M19.5 15.8v16.4c0 1.2 1.3 1.9 2.3 1.3l12.6-8.2c.9-.6.9-2 0-2.6l-12.6-8.2c-1-.6-2.3.1-2.3 1.3Z" fill="var(--color-bg)" />
      <circle cx="13.5" cy="13.5" r="2.5" fill="var(--color-bg)" opacity=".55" />
    </svg>
  );
}
