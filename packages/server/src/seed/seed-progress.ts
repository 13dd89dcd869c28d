// The seeder's progress line: a bar, the count, the rate and the time left, redrawn in place on a terminal and
// written every tenth of the way otherwise (logs, CI).
import type { SeedProgress } from './seed-run.ts';

const WIDTH = 30;

export function createProgressPrinter(out: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastTenth = -1;
  return (progress: SeedProgress): void => {
    if (progress.phase === 'statistics') {
      out.write(`${out.isTTY ? '\n' : ''}Updating statistics (vacuum analyze)…\n`);
      return;
    }
    const share = progress.total === 0 ? 1 : progress.done / progress.total;
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? progress.done / seconds : 0;
    const left = rate > 0 ? (progress.total - progress.done) / rate : 0;
    const filled = Math.round(share * WIDTH);
    const line =
      `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ` +
      `${progress.done.toLocaleString('en')}/${progress.total.toLocaleString('en')} people · ` +
      `${Math.round(rate).toLocaleString('en')}/s · ${left.toFixed(0)} s left`;
    if (out.isTTY) {
      out.write(`\r${line}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      out.write(`${line}\n`);
    }
  };
}
