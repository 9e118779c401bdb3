import { z } from 'zod/mini';
import { defineRoute } from './route';

// Reports (issue 10; not in the spec): anyone signed in reports a post, comment or profile with a reason;
// admins work through the queue at /admin/reports. The admin calls are declared below the report call.

export const REPORT_TARGET_TYPES = ['post', 'comment', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'violence', 'sexual', 'self_harm', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'removed', 'suspended'] as const;
export const REPORT_DETAILS_MAX = 1000;

export const createReportRequest = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: 'invalidChoice' }),
  target_id: z.number({ error: 'reportTargetNotFound' }).check(z.int({ error: 'reportTargetNotFound' }), z.positive({ error: 'reportTargetNotFound' })),
  reason: z.enum(REPORT_REASONS, { error: 'invalidChoice' }),
  details: z.optional(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, { error: 'tooLong' }))),
});
export type CreateReportRequest = z.infer<typeof createReportRequest>;

/** What the reporter learns: the report was received (a second report of the same thing answers the first). */
export const reportReceiptSchema = z.object({ id: z.number(), status: z.enum(REPORT_STATUSES), created_at: z.string() });
export const reportReceiptAnswer = z.object({ report: reportReceiptSchema });

const TAG = 'Meldungen';

export const reportRoutes = {
  create: defineRoute({
    method: 'post',
    path: '/api/reports',
    tag: TAG,
    summary: 'Einen Beitrag, Kommentar oder ein Profil melden',
    guard: 'auth',
    body: createReportRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 201: reportReceiptAnswer, 200: reportReceiptAnswer },
    errors: [404, 422],
  }),
};
