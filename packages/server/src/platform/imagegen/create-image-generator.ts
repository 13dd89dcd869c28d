// Picks the image generator the configuration asks for (RULES.md "AI images", "Defaults and scale-out").
import { createAutomatic1111Generator } from './automatic1111-generator.ts';
import type { ImageGenerator } from './image-generator.ts';
import type { ImagegenConfig } from './imagegen-config.ts';
import { createLocalIllustrator } from './local-illustrator.ts';
import { createOpenAiGenerator } from './openai-generator.ts';
import { createStabilityGenerator } from './stability-generator.ts';

export function createImageGenerator(config: ImagegenConfig): ImageGenerator {
  switch (config.provider) {
    case 'stability':
      return createStabilityGenerator(config);
    case 'openai':
      return createOpenAiGenerator(config);
    case 'automatic1111':
      return createAutomatic1111Generator(config);
    case 'local':
      return createLocalIllustrator();
  }
}
