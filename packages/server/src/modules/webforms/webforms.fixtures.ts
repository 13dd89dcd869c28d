// Requests and payloads shared by the web form tests.
import type { ContactFormInput, DeletionFormInput } from '@rookery/shared/schemas/web-forms.ts';
import type { FastifyInstance } from 'fastify';

/** Not localhost, so the captcha applies (app.inject's own default Host is localhost:80). */
export const PUBLIC_HOST = 'rookery.example';

export interface From {
  host?: string;
  /** app.inject connects from 127.0.0.1 unless told otherwise. */
  remoteAddress?: string;
}

export function postWebForm(app: FastifyInstance, data: unknown, from: From = {}) {
  return app.inject({
    method: 'POST',
    url: '/api',
    payload: { action: 'webform', data },
    ...(from.host ? { headers: { host: from.host } } : {}),
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  });
}

export function getAction(app: FastifyInstance, action: string, from: From = {}) {
  return app.inject({
    method: 'GET',
    url: `/api?action=${action}`,
    ...(from.host ? { headers: { host: from.host } } : {}),
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  });
}

export function deletionRequest(change: Partial<DeletionFormInput> = {}): DeletionFormInput {
  return {
    form: 'delete',
    name: 'Ana Lee',
    contactemail: 'ana@example.com',
    acting: 'myself',
    sameemail: 1,
    statement1: true,
    statement2: true,
    statement3: true,
    signeddate: '2026-03-01',
    signature: 'Ana Lee',
    ...change,
  };
}

export function contactRequest(change: Partial<ContactFormInput> = {}): ContactFormInput {
  return {
    form: 'contact',
    name: 'Bo Chen',
    contactemail: 'bo@example.com',
    hasaccount: 0,
    type: 'Technical issue',
    query: 'The deck does not load.',
    terms: true,
    ...change,
  };
}
