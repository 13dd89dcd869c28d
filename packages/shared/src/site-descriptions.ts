// What each public page says about itself: its meta description (search results and link previews), written with
// the configured names. The prerender writes it into every page, the server's page shell the home page's.
import { NOT_FOUND_PAGE } from './prerender.ts';
import type { SiteKind } from './site.ts';
import type { COMPANY_PAGES, DATING_PAGES } from './site-routes.ts';
import type { SiteNames } from './site-title.ts';

type Descriptions<Page extends string> = Record<Page | typeof NOT_FOUND_PAGE, (names: SiteNames) => string>;

const dating: Descriptions<(typeof DATING_PAGES)[number]> = {
  '/': ({ product }) =>
    `${product} is dating for adults that puts personality before photos: match on who you are, chat first, and reveal your photos only when you are both ready.`,
  '/safedating': ({ product }) =>
    `How to stay safe on ${product} and on any date: online safety, meeting in person, long-term safety, and helplines in the USA, Canada, New Zealand and Australia.`,
  '/theteam': ({ product, company }) =>
    `Meet ${company}, the small New Zealand team behind ${product}, its founders and the penguins who keep watch.`,
  '/eula': ({ product }) => `The End User Licence Agreement for the ${product} app and website.`,
  '/terms': ({ product }) =>
    `The Terms of Use of ${product}: who may join, how to behave, and what happens to accounts that break the rules.`,
  '/privacy': ({ product }) =>
    `How ${product} collects, uses, stores and deletes your personal data, and the rights you have over it.`,
  '/delete': ({ product }) =>
    `Ask ${product} to delete an account and its data, for yourself or on behalf of someone else.`,
  '/delete/confirm': ({ product }) =>
    `Confirm that a ${product} account and its data should be deleted, from the link in the confirmation mail.`,
  '/contact': ({ product }) =>
    `Questions, problems or ideas? Contact the ${product} team; a real person reads every message.`,
  [NOT_FOUND_PAGE]: ({ product }) => `This page is not on ${product}.`,
};

const company: Descriptions<(typeof COMPANY_PAGES)[number]> = {
  '/': ({ product, company }) =>
    `${company} builds ${product}, the personality-first dating app, from New Zealand.`,
  '/about': ({ product, company }) =>
    `The story of ${company}: a small Auckland company building ${product}, and where your data lives.`,
  '/jobs': ({ company }) => `Jobs at ${company}. All positions are currently full.`,
  '/press': ({ product, company }) =>
    `The ${company} press kit: logos, facts about ${product} and the press contact.`,
  '/portfolio': ({ company }) => `The portfolio of ${company}'s founding engineer.`,
  [NOT_FOUND_PAGE]: ({ company }) => `This page is not on the ${company} site.`,
};

export function pageDescription(site: SiteKind, path: string, names: SiteNames): string | undefined {
  const table: Record<string, (names: SiteNames) => string> = site === 'dating' ? dating : company;
  return Object.hasOwn(table, path) ? table[path]?.(names) : undefined;
}
