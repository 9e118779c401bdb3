import { z } from 'zod/mini';
import { defineRoute } from './route';

const TAG = 'Dokumentation';

export const docsRoutes = {
  openapi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    tag: TAG,
    summary: 'Dieses Dokument: OpenAPI 3.1 aller Aufrufe, aus denselben Deklarationen wie der Server',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
  reference: defineRoute({
    method: 'get',
    path: '/api/docs',
    tag: TAG,
    summary: 'Die lesbare API-Referenz (HTML, von unserem eigenen Ursprung)',
    responses: { 200: null },
  }),
  referenceAsset: defineRoute({
    method: 'get',
    path: '/api/docs/{asset}',
    tag: TAG,
    summary: 'Skripte und Styles der API-Referenz',
    params: z.object({ asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) }),
    responses: { 200: null },
  }),
};
