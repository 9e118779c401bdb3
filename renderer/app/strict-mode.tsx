import { type ReactNode, StrictMode } from 'react';

/**
 * React's StrictMode in development only: it renders twice and mounts every effect twice there, so an effect
 * without its cleanup shows up at once; a production build renders once. Used by the browser's root and the
 * build's prerender alike, so both render the same tree.
 */
export function DevStrictMode({ children }: { children: ReactNode }) {
  return import.meta.env.DEV ? <StrictMode>{children}</StrictMode> : children;
}
