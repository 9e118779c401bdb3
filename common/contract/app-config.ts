import { z } from 'zod/mini';
import { DNT_MODES } from '../constants';
import { defineRoute } from './route';

/**
 * Who runs this installation, as the legal pages name them (configured by OPERATOR_*): each field null when not
 * configured, and the pages then say so instead of showing invented details.
 */
export const operatorDetails = z.object({
  name: z.nullable(z.string()),
  address: z.nullable(z.string()),
  representative: z.nullable(z.string()),
  email: z.nullable(z.string()),
  privacyEmail: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  registerCourt: z.nullable(z.string()),
  registerNumber: z.nullable(z.string()),
  vatId: z.nullable(z.string()),
});
export type OperatorDetails = z.infer<typeof operatorDetails>;

export const appConfigResponse = z.object({
  /** The desktop launcher's download (LAUNCHER_DOWNLOAD_URL); null: none published, /download shows how to build it. */
  launcherDownloadUrl: z.nullable(z.string()),
  socialSignIn: z.boolean(),
  recaptcha: z.boolean(),
  /** The reCAPTCHA v3 site key when recaptcha is on (registration and contact send a token), else null. */
  recaptchaSiteKey: z.nullable(z.string()),
  /** A production installation selling boostz through the test checkout (PAYMENTS_SANDBOX): every page says so. */
  paymentsSandboxNotice: z.boolean(),
  operator: operatorDetails,
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
