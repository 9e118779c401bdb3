import { CONFETTI_DEFAULTS } from '../../../common/constants';

/**
 * The confetti effect (spec §2, §9: 50 particles, 200 ticks), loaded when first used. Nothing moves for people
 * who ask for reduced motion.
 */
export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ ...CONFETTI_DEFAULTS, spread: 70, origin: { y: 0.65 }, disableForReducedMotion: true });
}
