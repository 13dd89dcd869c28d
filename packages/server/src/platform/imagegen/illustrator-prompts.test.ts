// The offline illustrator follows the prompt: thirty prompts of the kinds people write, across the nine
// prompt kinds of RULES.md "Entities", each drawing its nouns (places, animals, activities, food, weather, objects).
import { describe, expect, it } from 'vitest';
import { composeScene } from './local/compose-scene.ts';
import { ILLUSTRATOR_PROMPTS } from './local/illustrator-prompts.ts';

const iconsIn = (svg: string) => [...svg.matchAll(/data-icon="([a-z-]+)"/g)].map((m) => m[1]);

describe('the offline illustrator follows the prompt', () => {
  it('covers the nine prompt kinds with thirty prompts', () => {
    expect(ILLUSTRATOR_PROMPTS).toHaveLength(30);
    expect(new Set(ILLUSTRATOR_PROMPTS.map((p) => p.kind)).size).toBe(9);
  });

  for (const expected of ILLUSTRATOR_PROMPTS) {
    it(`draws "${expected.prompt}"`, () => {
      const { svg, plan } = composeScene(expected.prompt, 'comic');
      expect(plan.kind).toBe(expected.kind);
      expect(plan.motifs).toEqual(expect.arrayContaining(expected.motifs));
      // What the plan says is what the picture carries.
      expect(iconsIn(svg)).toEqual(expect.arrayContaining(expected.motifs));
      if (expected.setting) expect(plan.setting).toBe(expected.setting);
      expect(svg).toContain(`data-setting="${plan.setting}"`);
      for (const weather of expected.weather ?? []) {
        expect(plan.weather).toContain(weather);
        expect(svg).toMatch(new RegExp(`data-weather="[a-z ]*${weather}`));
      }
      if (expected.time) expect(plan.time).toBe(expected.time);
      if (!/palm|tropical|coconut/i.test(expected.prompt)) expect(iconsIn(svg)).not.toContain('palm');
    });
  }

  it('never draws the same plan for two of the thirty prompts', () => {
    const plans = ILLUSTRATOR_PROMPTS.map(({ prompt }) => {
      const { plan } = composeScene(prompt, 'comic');
      return JSON.stringify([plan.setting, plan.time, plan.weather, [...plan.motifs].sort()]);
    });
    expect(new Set(plans).size).toBe(30);
  });

  it('reads kayaking, paddling and a canoe as the same boat, and a puppy as a dog', () => {
    for (const prompt of ['kayaking to Waiheke', 'paddling across the bay', 'A canoe on the lake']) {
      expect(composeScene(prompt, 'comic').plan.motifs).toContain('kayak');
    }
    expect(composeScene('kayaking to Waiheke', 'fantasy-art').plan.setting).toBe('sea');
    expect(composeScene('kayaking to Waiheke', 'digital-art').plan.motifs).toContain('island');
    expect(composeScene('my puppy', 'comic').plan.motifs).toContain('dog');
  });
});
