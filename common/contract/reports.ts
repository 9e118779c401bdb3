import { z } from 'zod/mini';
import { ROLES } from '../constants';
import { MAX_DB_ID, idParams } from './common';
import { defineRoute } from './route';

// Reports (not in the spec): anyone signed in reports a post, comment or profile with a reason;
// admins work through the queue at /admin/reports. The admin calls are declared below the report call.

/** 'forum_post': a post in a forum thread. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'forum_post'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'violence', 'sexual', 'self_harm', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'removed', 'suspended'] as const;
export const REPORT_DETAILS_MAX = 1000;

export const createReportRequest = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: 'reportInvalidTarget' }),
  target_id: z
    .number({ error: 'reportTargetNotFound' })
    .check(
      z.int({ error: 'reportTargetNotFound' }),
      z.positive({ error: 'reportTargetNotFound' }),
      z.lte(MAX_DB_ID, { error: 'reportTargetNotFound' }),
    ),
  reason: z.enum(REPORT_REASONS, { error: 'reportInvalidReason' }),
  details: z.optional(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, { error: 'reportDetailsTooLong' }))),
});
export type CreateReportRequest = z.infer<typeof createReportRequest>;

/** What the reporter learns: the report was received (a second report of the same thing answers the first). */
export const reportReceiptSchema = z.object({ id: z.number(), status: z.enum(REPORT_STATUSES), created_at: z.string() });
export const reportReceiptAnswer = z.object({ report: reportReceiptSchema });

// ------------------------------------------------------------------------------------------- admins

export const REPORT_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** How a reported post is removed: hidden (kept for the author and admins) or deleted with its media. */
export const POST_REMOVAL_MODES = ['hide', 'delete'] as const;
export const SUSPENSION_REASON_MAX = 500;
export const REPORT_QUEUE_PAGE = 20;

/** Why an account is suspended: shown to the person when they try to sign in. */
export const suspensionReason = z
  .string({ error: 'suspensionReasonRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'suspensionReasonRequired' }),
    z.maxLength(SUSPENSION_REASON_MAX, { error: 'suspensionReasonTooLong' }),
  );

const pageLimit = z.optional(
  z.pipe(z.string().check(z.regex(/^\d{1,2}$/, { error: 'invalidType' })), z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(50)))),
);

export const adminReportsQuery = z.object({
  status: z._default(z.optional(z.enum(REPORT_STATUSES, { error: 'reportInvalidStatus' })), 'open'),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: pageLimit,
});

const reportPerson = z.object({
  id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  role: z.enum(ROLES),
  suspended: z.boolean(),
  deleted: z.boolean(),
});

/** The reported thing as it is now (null when it is gone). */
export const reportContentSchema = z.object({
  post: z.nullable(z.object({ id: z.number(), title: z.string(), text: z.string(), poster: z.nullable(z.string()), hidden: z.boolean() })),
  comment: z.nullable(z.object({ id: z.number(), post_id: z.number(), text: z.string() })),
  profile: z.nullable(z.object({ id: z.number(), name: z.string(), bio: z.nullable(z.string()), image: z.nullable(z.string()) })),
  forum_post: z.nullable(z.object({ id: z.number(), forum_id: z.number(), forum_title: z.string(), text: z.string() })),
});

export const adminReportSchema = z.object({
  id: z.number(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  handled_at: z.nullable(z.string()),
  handled_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  reporter: reportPerson,
  /** The account behind the content (the profile itself for a profile report). */
  target_user: reportPerson,
  content: reportContentSchema,
  /** How many open reports the same target has (this one included while it is open). */
  open_reports: z.number(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportPageSchema = z.object({
  reports: z.array(adminReportSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
});

export const handleReportRequest = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'reportInvalidAction' }),
  /** Posts only: hide (default) or delete. */
  removal: z.optional(z.enum(POST_REMOVAL_MODES, { error: 'reportInvalidAction' })),
  /** Required for 'suspend': what the person is told. */
  suspension_reason: z.optional(suspensionReason),
});
export type HandleReportRequest = z.infer<typeof handleReportRequest>;

export const handleReportAnswer = z.object({
  report: adminReportSchema,
  /** How many open reports of the same target this closed (this one included). */
  closed: z.number(),
});

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
  adminList: defineRoute({
    method: 'get',
    path: '/api/admin/reports',
    tag: TAG,
    summary: 'Die Meldungen mit dem gemeldeten Inhalt, älteste offene zuerst (nur Admins)',
    role: 'admin',
    query: adminReportsQuery,
    responses: { 200: adminReportPageSchema },
  }),
  adminHandle: defineRoute({
    method: 'patch',
    path: '/api/admin/reports/{id}',
    tag: TAG,
    summary: 'Eine Meldung bearbeiten: verwerfen, Inhalt entfernen oder Konto sperren; schließt alle offenen Meldungen desselben Ziels (nur Admins)',
    role: 'admin',
    params: idParams,
    body: handleReportRequest,
    responses: { 200: handleReportAnswer },
    errors: [403, 404, 409, 422],
  }),
};
