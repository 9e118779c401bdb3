// The look every recharts chart shares (well-being statistics, studio dashboard), from the design tokens, so
// both themes and right-to-left work the same everywhere. No recharts import here: the chart modules that
// use this are the lazy chunks.

export const AXIS_TICK = { fill: 'var(--color-text-muted)', fontSize: 12 };
export const TOOLTIP_STYLE = {
  background: 'var(--color-surface-raised)',
  border: '1px solid var(--color-border)',
  borderRadius: 10,
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-md)',
};
export const TOOLTIP_CURSOR = { fill: 'var(--color-surface-hover)' };

/** Charts read from the right in Arabic: the x axis is reversed and the y axis moves to the right. */
export function useRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}
