import { z } from 'zod/mini';
import { defineRoute } from './route';

/** Spec §7: healthy, responseTime in ms, message (default OK). */
export const healthCheckResponse = z.object({ healthy: z.boolean(), responseTime: z.number(), message: z.string() });
export type HealthCheckResponse = z.infer<typeof healthCheckResponse>;

export const readinessResponse = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  checks: z.record(z.string(), z.boolean()),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

export const healthRoutes = {
  check: defineRoute({
    method: 'get',
    path: '/api/health-check',
    tag: 'Plattform',
    summary: 'Antwortet die Datenbank? (503, wenn nicht)',
    responses: { 200: healthCheckResponse },
    errors: [503],
  }),
  ready: defineRoute({
    method: 'get',
    path: '/api/ready',
    tag: 'Plattform',
    summary:
      'Bereitschaft für den Load-Balancer: Datenbank und, wenn eingerichtet, Redis und Objektspeicher antworten, und die Instanz fährt nicht gerade herunter (sonst 503 mit derselben Antwort)',
    responses: { 200: readinessResponse },
    errors: [503],
  }),
};
