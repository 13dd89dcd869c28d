// WCAG 2.2 AA checked by a machine (docs/ACCESSIBILITY.md): axe-core over a page or an open dialog, with the tags
// of WCAG 2.0, 2.1 and 2.2 at levels A and AA. Violations are collected per state and asserted empty at the end of
// a journey, so one run names every state that fails instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

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
  // Entrance animations fade content in: measured mid-fade, its colours would be half-transparent. Two frames let
  // the ones just started be listed, then each is waited for.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
  const violations = [];
  for (const v of result.violations) {
    const nodes = [];
    for (const n of v.nodes) {
      if (v.id === 'target-size' && (await passesUnderBottomBar(page, n.target.join(' ')))) continue;
      nodes.push(n);
    }
    if (nodes.length > 0) violations.push({ ...v, nodes });
  }
  return violations.map((v) => ({
    state,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    html: v.nodes[0]?.html.slice(0, 240) ?? '',
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
  }));
}

/**
 * A target of full size (24 px or more each way) that only passes under the app's fixed bottom bar where the page
 * stands now: every /app screen keeps the bar's height free below its content (AppLayout), so it scrolls free.
 * axe counts it as obscured wherever it happens to be, so such a target is left to this check instead.
 */
async function passesUnderBottomBar(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const target = document.querySelector(css)?.getBoundingClientRect();
    const bar = document.querySelector('nav[aria-label="App"]')?.getBoundingClientRect();
    if (!target || !bar || target.width < 24 || target.height < 24) return false;
    const overlaps = target.bottom > bar.top && target.top < bar.bottom;
    const room = document.scrollingElement ? document.scrollingElement.scrollHeight : 0;
    return overlaps && room >= window.innerHeight;
  }, selector);
}

/** One line per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.state}: ${f.rule} (${f.impact}) on ${f.targets.join(', ')}: ${f.summary}\n    ${f.html}`)
    .join('\n');
}

/** The findings at the phone width, then at the desktop width (the page is left at the desktop width). */
export async function axeAtBothWidths(page: Page, state: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const [name, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    found.push(...(await axeFindings(page, `${state} at ${name} px`)));
  }
  return found;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user would, failing if it never comes
 * in `most` presses. Where focus is can be seen: the browser's focus-visible ring is not switched off there.
 */
export async function tabTo(page: Page, target: Locator, most = 80, back = false): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}
