import { z } from 'zod/mini';
import { defineRoute } from './route';

/** Spec §7: healthy, responseTime in ms, message (default OK). */
export const healthCheckResponse = z.object({ healthy: z.boolean(), responseTime: z.number(), message: z.string() });
export type HealthCheckResponse = z.infer<typeof healthCheckResponse>;

export const healthRoutes = {
  check: defineRoute({
    method: 'get',
    path: '/api/health-check',
    tag: 'Plattform',
    summary: 'Antwortet die Datenbank? (503, wenn nicht)',
    responses: { 200: healthCheckResponse },
    errors: [503],
  }),
};
