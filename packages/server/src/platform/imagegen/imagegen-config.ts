// The image generator's part of the environment (RULES.md "AI images"): which provider, its key or address,
// and the limits on how many images one person may ask for. Spread into config.ts's schema.
import { z } from 'zod';

export const IMAGEGEN_PROVIDERS = ['local', 'stability', 'openai', 'automatic1111'] as const;
export type ImagegenProvider = (typeof IMAGEGEN_PROVIDERS)[number];

export const IMAGEGEN_ENV = {
  /** local (offline illustrator, default), stability, openai or automatic1111. */
  IMAGEGEN: z.enum(IMAGEGEN_PROVIDERS).default('local'),
  STABILITY_API_KEY: z.string().min(1).optional(),
  STABILITY_URL: z.url().default('https://api.stability.ai'),
  STABILITY_ENGINE: z.string().min(1).default('stable-diffusion-xl-1024-v1-0'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_URL: z.url().default('https://api.openai.com'),
  /** gpt-image-1 or dall-e-3. */
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** A self-hosted Stable Diffusion web UI started with --api, e.g. http://127.0.0.1:7860. */
  A1111_URL: z.url().optional(),
  /** How long one call to a remote generator may take before the job fails and the pebble is refunded. */
  IMAGEGEN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Images one person may ask for in 24 hours. */
  IMAGEGEN_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
  /** Image jobs one person may have queued or running at once. */
  IMAGEGEN_ACTIVE_PER_PERSON: z.coerce.number().int().min(1).max(100).default(1),
};

const EnvShape = z.object(IMAGEGEN_ENV);
export type ImagegenEnv = z.infer<typeof EnvShape>;

export interface ImagegenConfig {
  provider: ImagegenProvider;
  stability: { apiKey: string; baseUrl: string; engine: string };
  openai: { apiKey: string; baseUrl: string; model: string };
  automatic1111: { baseUrl: string };
  timeoutMs: number;
  dailyCap: number;
  activePerPerson: number;
}

const NEEDS: Record<Exclude<ImagegenProvider, 'local'>, [keyof ImagegenEnv, string]> = {
  stability: ['STABILITY_API_KEY', 'an API key from platform.stability.ai'],
  openai: ['OPENAI_API_KEY', 'an API key from platform.openai.com'],
  automatic1111: ['A1111_URL', 'the address of a Stable Diffusion web UI started with --api'],
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The image generator's settings, or the sentence that stops the start when one is missing. */
export function imagegenConfig(e: ImagegenEnv): ImagegenConfig | string {
  if (e.IMAGEGEN !== 'local') {
    const [variable, what] = NEEDS[e.IMAGEGEN];
    if (!e[variable]) return `Rookery cannot start: IMAGEGEN=${e.IMAGEGEN} needs ${variable} (${what}).`;
  }
  return {
    provider: e.IMAGEGEN,
    stability: {
      apiKey: e.STABILITY_API_KEY ?? '',
      baseUrl: trimSlash(e.STABILITY_URL),
      engine: e.STABILITY_ENGINE,
    },
    openai: { apiKey: e.OPENAI_API_KEY ?? '', baseUrl: trimSlash(e.OPENAI_URL), model: e.OPENAI_IMAGE_MODEL },
    automatic1111: { baseUrl: trimSlash(e.A1111_URL ?? '') },
    timeoutMs: e.IMAGEGEN_TIMEOUT_MS,
    dailyCap: e.IMAGEGEN_DAILY_CAP,
    activePerPerson: e.IMAGEGEN_ACTIVE_PER_PERSON,
  };
}
