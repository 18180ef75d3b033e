import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Where the build writes its hashed files, under the app's root and in its URLs. */
export const ASSETS_DIR = 'assets';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** A built file as it is sent: as built, and its precompressed variants when the build wrote them (vite.compress.ts). */
interface BuiltAsset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Reads every built file once. The build's assets are a few MB; a load of a screen asks for 30 to 100 of them. */
export function readBuiltAssets(root: string): Map<string, BuiltAsset> {
  const dir = join(root, ASSETS_DIR);
  const assets = new Map<string, BuiltAsset>();
  if (!existsSync(dir)) return assets;
  const names = new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }));
  for (const name of names) {
    const path = join(dir, name);
    if (name.endsWith('.br') || name.endsWith('.gz') || !statSync(path).isFile()) continue;
    const identity = readFileSync(path);
    const variant = (suffix: string) => (names.has(`${name}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined);
    assets.set(name.split('\\').join('/'), {
      type: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      identity,
      br: variant('.br'),
      gzip: variant('.gz'),
    });
  }
  return assets;
}

/** The codings an Accept-Encoding header allows: each one listed without a q of 0. */
function acceptedCodings(header: string): Set<string> {
  const codings = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) codings.add(name);
  }
  return codings;
}

/** What to send: brotli, else gzip, when the client accepts it and the build wrote it. */
function encodingFor(asset: BuiltAsset, header: string): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const accepted = acceptedCodings(header);
  if (asset.br && accepted.has('br')) return { encoding: 'br', body: asset.br };
  if (asset.gzip && accepted.has('gzip')) return { encoding: 'gzip', body: asset.gzip };
  return { body: asset.identity };
}

/**
 * Serves the build's hashed files from memory, with immutable caching: a first visit asks for every file its
 * screen needs at once, and reading each from disk per request (stat, open, stream) cost the server more than
 * the browser's own work on the same 2 cores.
 */
export function serveBuiltAssets(app: FastifyInstance, root: string): void {
  const assets = readBuiltAssets(root);
  app.get(`/${ASSETS_DIR}/*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const asset = assets.get(request.params['*']);
    // a page of an older build may ask for a file this build no longer has: a 404, not the app's page as script
    if (!asset) return reply.code(404).send({ message: `No asset ${request.url.split('?')[0]} in this build` });
    const { encoding, body } = encodingFor(asset, String(request.headers['accept-encoding'] ?? ''));
    reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable');
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
