// Size of the browser app's JavaScript: what the first screen needs (entry + static imports) and the total.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleResult =
  | { available: false; reason: string }
  | { available: true; firstScreenKb: number; totalKb: number; firstScreenFiles: number; totalFiles: number };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function ensureBuilt(dist: string): boolean {
  if (existsSync(join(dist, 'index.html'))) return true;
  console.log('Building the browser app (dist/ is missing): npx vite build');
  return spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status === 0 && existsSync(join(dist, 'index.html'));
}

/** From .vite/manifest.json when the build wrote one: the entry and, transitively, its static imports. */
function fromManifest(dist: string): string[] | undefined {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key));
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Otherwise from index.html: the module script and the modulepreload links Vite writes for its static imports. */
function fromIndexHtml(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!.replace(/^\//, ''));
  return [...new Set(refs)].filter((file) => file.endsWith('.js'));
}

function allJs(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : allJs(join(dir, entry.name), rel);
    return entry.name.endsWith('.js') ? [rel] : [];
  });
}

export function measureBundle(dist: string): BundleResult {
  if (!ensureBuilt(dist)) return { available: false, reason: 'build failed' };
  const first = fromManifest(dist) ?? fromIndexHtml(dist);
  const total = allJs(dist);
  if (first.length === 0) return { available: false, reason: 'no entry script found in dist' };
  const sum = (files: string[]) => files.reduce((kb, file) => kb + gzipKb(join(dist, file)), 0);
  return { available: true, firstScreenKb: sum(first), totalKb: sum(total), firstScreenFiles: first.length, totalFiles: total.length };
}
