import { z } from 'zod/mini';
import { DNT_MODES } from '../constants';
import { defineRoute } from './route';

export const appConfigResponse = z.object({
  launcherDownloadUrl: z.string(),
  socialSignIn: z.boolean(),
  recaptcha: z.boolean(),
  /** The reCAPTCHA v3 site key when recaptcha is on (registration and contact send a token), else null. */
  recaptchaSiteKey: z.nullable(z.string()),
  /** A production installation selling boostz through the test checkout (PAYMENTS_SANDBOX): every page says so. */
  paymentsSandboxNotice: z.boolean(),
  /** Null unless the installation configured analytics; the renderer still needs consent before capturing. */
  analytics: z.nullable(z.object({ publicKey: z.string(), host: z.string(), dntMode: z.enum(DNT_MODES) })),
});
export type AppConfigResponse = z.infer<typeof appConfigResponse>;

export const appConfigRoutes = {
  get: defineRoute({
    method: 'get',
    path: '/api/app-config',
    tag: 'Plattform',
    summary: 'Öffentliche Angaben dieser Installation (Launcher-Download, verfügbare Anmeldungen, Analytics)',
    responses: { 200: appConfigResponse },
  }),
};
