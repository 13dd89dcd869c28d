// WCAG 2.2 AA checked by a machine (docs/ACCESSIBILITY.md): axe-core over a page or an open dialog, with the tags
// of WCAG 2.0, 2.1 and 2.2 at levels A and AA. Violations are collected per state and asserted empty at the end of
// a journey, so one run names every state that fails instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Finding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
  /** The first element's markup, shortened: what to look for in the code. */
  html: string;
  summary: string;
}

/** The violations on the page as it stands now (animations settled), each named by the state it was found in. */
export async function axeFindings(page: Page, state: string): Promise<Finding[]> {
  // Entrance animations fade content in: measured mid-fade, its colours would be half-transparent.
  await page.waitForTimeout(50);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  // WCAG 2.5.3 "Label in Name" is an experimental rule in axe 4.14, off unless asked for.
  const result = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_AA },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return result.violations.map((v) => ({
    state,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    html: v.nodes[0]?.html.slice(0, 240) ?? '',
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
  }));
}

/** One line per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.state}: ${f.rule} (${f.impact}) on ${f.targets.join(', ')}: ${f.summary}\n    ${f.html}`)
    .join('\n');
}
