import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { docsRoutes as contract } from '../../../common/contract/docs';
import { allRoutes } from '../../../common/contract/index';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { buildOpenApiDocument } from '../../http/openapi';

// The browsable reference is Swagger UI, served from our origin (no CDN), started by a script file of
// ours, so the page runs under the same CSP as the rest of the site.

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false,
    requestInterceptor: function (request) {
      var token = document.cookie.split('; ').find(function (entry) { return entry.indexOf('XSRF-TOKEN=') === 0; });
      if (token) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(token.slice('XSRF-TOKEN='.length));
      return request;
    } });
});
`;

const PAGE = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spielraum API – Referenz</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="API-Referenz"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const ASSET_TYPES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
} as const;

export function docsRoutes(deps: AppDeps, routes: () => Parameters<typeof buildOpenApiDocument>[0] = allRoutes) {
  let document: string | null = null;
  const assets = new Map<string, string>();
  const asset = (name: keyof typeof ASSET_TYPES) => {
    if (!assets.has(name)) assets.set(name, name === 'init.js' ? INIT_SCRIPT : readFileSync(path.join(swaggerDir, name), 'utf8'));
    return assets.get(name)!;
  };
  return [
    implement(contract.openapi, (_input, c) => {
      document ??= JSON.stringify(buildOpenApiDocument(routes(), deps.config.publicUrl));
      c.header('Cache-Control', 'no-cache');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }),
    implement(contract.reference, (_input, c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(PAGE);
    }),
    implement(contract.referenceAsset, ({ params }, c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(asset(params.asset), 200, { 'Content-Type': ASSET_TYPES[params.asset] });
    }),
  ];
}
