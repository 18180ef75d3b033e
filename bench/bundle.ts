// Size of the browser app's JavaScript: what each first screen loads (the entries, their static imports, and the
// page's own lazily loaded modules with theirs) and the total.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREENS } from '../vite.firstScreens.ts';

export interface ScreenBundle {
  screen: string;
  kb: number;
  files: number;
}

export type BundleResult =
  | { available: false; reason: string }
  | { available: true; screens: ScreenBundle[]; totalKb: number; totalFiles: number };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function ensureBuilt(dist: string): boolean {
  if (existsSync(join(dist, 'index.html'))) return true;
  console.log('Building the browser app (dist/ is missing): npx vite build');
  return spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status === 0 && existsSync(join(dist, 'index.html'));
}

/** The JavaScript files of `roots` (manifest keys) and, transitively, of their static imports. */
function filesOf(manifest: Manifest, roots: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
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
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { available: false, reason: 'the build wrote no .vite/manifest.json' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const missing = Object.values(FIRST_SCREENS).flat().filter((page) => !manifest[page]);
  if (missing.length > 0) return { available: false, reason: `not in the build's manifest: ${missing.join(', ')}` };
  const sum = (files: string[]) => files.reduce((kb, file) => kb + gzipKb(join(dist, file)), 0);
  const screens = Object.entries(FIRST_SCREENS).map(([screen, pages]) => {
    const files = filesOf(manifest, [...entries, ...pages]);
    return { screen, kb: sum(files), files: files.length };
  });
  const total = allJs(dist);
  return { available: true, screens, totalKb: sum(total), totalFiles: total.length };
}
