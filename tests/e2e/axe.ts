// axe-core (WCAG 2 A and AA rules) run inside the page under test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js');
let axeSource: string | undefined;
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];

export interface AxeViolation {
  rule: string;
  help: string;
  /** CSS selector of each offending element, with axe's explanation */
  nodes: { target: string; summary: string }[];
}

/**
 * The page's WCAG 2 A/AA violations, or null when axe is not loaded in this document. Only the violations are
 * collected (`resultTypes`: axe otherwise lists every passing element) and only what the report shows leaves the
 * page: the whole result ran to megabytes on the bigger pages.
 */
function runAxe(page: Page): Promise<AxeViolation[] | null> {
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe?: { run(context: Document, options: object): Promise<AxeResults> } };
    if (!axe) return null;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation: Result) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
  }, WCAG_TAGS);
}

/**
 * The WCAG 2 A/AA violations on the page as it is now. axe is evaluated through the DevTools protocol,
 * once per document: the app's Content-Security-Policy (rightly) refuses an injected <script>.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await runAxe(page);
  if (violations) return violations;
  await page.evaluate((axeSource ??= readFileSync(AXE_SCRIPT, 'utf8')));
  const afterLoading = await runAxe(page);
  if (!afterLoading) throw new Error('axe-core did not load in the page');
  return afterLoading;
}

/** How many offending elements, over all rules. */
export function violationCount(violations: readonly AxeViolation[]): number {
  return violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
}

const EXAMPLES_PER_RULE = 3;

/** One readable block per page: each rule with its help, how many elements break it and a few of them. */
export function describeViolations(pageName: string, violations: readonly AxeViolation[]): string {
  const lines = [`${pageName}: ${violationCount(violations)} violation(s)`];
  for (const violation of violations) {
    lines.push(`  [${violation.rule}] ${violation.help} (${violation.nodes.length} element(s))`);
    for (const node of violation.nodes.slice(0, EXAMPLES_PER_RULE)) lines.push(`    ${node.target} — ${node.summary}`);
  }
  return lines.join('\n');
}
