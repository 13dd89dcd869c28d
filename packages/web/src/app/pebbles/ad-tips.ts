// The in-house ad (RULES.md "Ads": the default provider shows a safe-dating tip): one tip from the Safe
// Dating Guideline, a different one each time.
import { type GuideTip, guideChapters } from '@rookery/shared/safety-guide.ts';

export function pickTip(product: string, random: () => number = Math.random): GuideTip {
  const tips = guideChapters(product).flatMap((chapter) => chapter.tips);
  return tips[Math.floor(random() * tips.length)] ?? { title: 'Trust your instincts', text: '' };
}
