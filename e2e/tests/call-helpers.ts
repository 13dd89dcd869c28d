// Helpers of the call journeys (calls.spec.ts, dev-server.spec.ts): the page's RTCPeerConnections recorded by an
// init script (so the product needs no test hook), what they received according to getStats, the call screen's
// parts, starting and answering a call from the chat, turning a basic match full through the chat, and a raw
// socket for what the UI never sends.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import {
  bothPresent,
  headerName,
  inputMenu,
  matchedPair,
  openChat,
  type Person,
  requestFullMatch,
} from './chat-helpers.ts';
import { datingUrl, loopbackUrl, watchErrors } from './support.ts';

declare global {
  interface Window {
    __rookeryPeerConnections?: RTCPeerConnection[];
  }
}

/** Records every RTCPeerConnection the page makes. Takes effect from the next full page load. */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    window.__rookeryPeerConnections = made;
    class Recorded extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    }
    window.RTCPeerConnection = Recorded;
  });
}

export interface Received {
  /** Video frames decoded from the other side. */
  framesDecoded: number;
  /** Audio RTP packets received from the other side. */
  audioPackets: number;
  /** The newest connection's state. */
  state: string;
}

/** What the newest peer connection of the page has received so far (inbound-rtp statistics). */
export function received(page: Page): Promise<Received> {
  return page.evaluate(async () => {
    const connection = window.__rookeryPeerConnections?.at(-1);
    if (!connection) return { framesDecoded: 0, audioPackets: 0, state: 'none' };
    let framesDecoded = 0;
    let audioPackets = 0;
    (await connection.getStats()).forEach(
      (report: { type: string; kind?: string; framesDecoded?: number; packetsReceived?: number }) => {
        if (report.type !== 'inbound-rtp') return;
        if (report.kind === 'video') framesDecoded += report.framesDecoded ?? 0;
        if (report.kind === 'audio') audioPackets += report.packetsReceived ?? 0;
      },
    );
    return { framesDecoded, audioPackets, state: connection.connectionState };
  });
}

/** Waits until the call screen's connection has carried the other side's audio (and video when asked). */
export async function expectMediaFromOther(page: Page, video: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const got = await received(page);
        return got.audioPackets > 0 && (!video || got.framesDecoded > 0);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

export function callStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /Starting|Calling|Connected|Reconnecting|Call ended/ });
}

export async function expectOnCallScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${datingUrl}/app/avchat`);
}

export async function expectBackInChat(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${datingUrl}/app/chat`);
  await expect(page.getByRole('list', { name: /^Conversation with / })).toBeAttached();
}

/**
 * A matched pair ready to call: their peer connections recorded, their browser errors watched, both in their
 * chat with each other and present there.
 */
export async function callingPair(browser: Browser, tag: string) {
  const { a, b } = await matchedPair(browser, tag);
  await recordPeerConnections(a.page);
  await recordPeerConnections(b.page);
  const errorsA = watchErrors(a.page);
  const errorsB = watchErrors(b.page);
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  return { a, b, errorsA, errorsB };
}

/** From the open chat: the chat options' call, Yes to "Start a … call?", and the call screen. */
export async function startCall(page: Page, kind: 'voice' | 'video'): Promise<void> {
  await inputMenu(page, kind === 'video' ? 'Video Call' : 'Voice Call');
  await page
    .getByRole('dialog', { name: `Start a ${kind} call?` })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectOnCallScreen(page);
}

/** B joins A's ringing voice call from the chat: both are connected and hear each other. */
export async function answerVoiceCall(a: Person, b: Person, timeout = 15_000): Promise<void> {
  await b.page.getByRole('button', { name: 'Join the voice call' }).click({ timeout });
  await expectOnCallScreen(b.page);
  await expect(callStatus(a.page)).toContainText('Connected', { timeout });
  await expect(callStatus(b.page)).toContainText('Connected', { timeout });
  await expectMediaFromOther(a.page, false);
  await expectMediaFromOther(b.page, false);
}

/** A asks for full profiles in the chat and B accepts: the match is full (real names in both headers). */
export async function makeFull(a: Person, b: Person): Promise<void> {
  await openChat(a.page, b.display);
  await openChat(b.page, a.display);
  await bothPresent(a.page);
  await requestFullMatch(a.page);
  await b.page.getByRole('button', { name: 'Accept the full profile request' }).click();
  await expect(headerName(a.page)).toHaveText(b.real);
  await expect(headerName(b.page)).toHaveText(a.real);
}

/** The match's room id from the person's match list. */
export async function roomOf(page: Page, otherId: string): Promise<string> {
  const answer = await page.evaluate(async () => (await fetch('/api?action=matches')).json());
  const rows = (answer as { matches?: { match_id: string; user_id: string }[] }).matches ?? [];
  const row = rows.find((match) => match.user_id === otherId);
  if (!row) throw new Error('no match with that person');
  return row.match_id;
}

/** A Socket.IO connection as the context's signed-in person, for sending what the screens never send. */
export async function rawSocket(context: BrowserContext): Promise<Socket> {
  const cookies = await context.cookies(datingUrl);
  const socket = io(loopbackUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: {
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      Origin: datingUrl,
      Host: new URL(datingUrl).host,
    },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
