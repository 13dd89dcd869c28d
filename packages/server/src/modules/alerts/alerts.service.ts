// News for a person wherever they are (events.ts `alert`): to every socket of theirs on any server
// (their own channel), and to the away sinks (web push) when they have no socket open anywhere. The room rules
// live here once: nothing for a non-member or across an ended or hidden pair, and the real name only in a full
// match, each folded when it holds one of the receiver's hidden words. An alert never fails the action
// that caused it: its errors are logged.
import type { AlertPerson, PersonAlert } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import { matcherOf, nameAsReceived } from '../hidden-words/hidden-words.public.ts';
import type { AlertSink } from './alert-sink.ts';
import type { AlertsRepo, RoomSender } from './alerts.repo.ts';

export interface AlertsDeps {
  repo: AlertsRepo;
  hub: Pick<RealtimeHub, 'toUser' | 'isOnline'>;
  log: FastifyBaseLogger;
}

/** Builds the alert for the other member from the sender as they may see them and the room's unread count. */
export type MakeAlert = (from: AlertPerson, unread: number) => PersonAlert;

export interface MemberOptions {
  /** The room has just ended (matchended): told anyway, once, to the member who did not end it. */
  ended?: boolean;
}

function personOf(fromId: string, sender: RoomSender): AlertPerson {
  const hides = matcherOf(sender.toHidden);
  const from: AlertPerson = {
    user_id: fromId,
    display_name: nameAsReceived(sender.displayName ?? '', hides),
    imageid: sender.imageid,
  };
  // RULES.md "Who may see what": the real name only between full matches.
  if (sender.fullMatch && sender.realName) from.real_name = nameAsReceived(sender.realName, hides);
  return from;
}

export function createAlertsService({ repo, hub, log }: AlertsDeps) {
  const sinks: AlertSink[] = [];
  const pending = new Set<Promise<void>>();

  /** Hands the alert to the sinks when the person has no socket open anywhere; not awaited by the action. */
  function whenAway(userId: string, alert: PersonAlert): void {
    if (sinks.length === 0) return;
    const handOff = (async () => {
      if (await hub.isOnline(userId)) return;
      for (const sink of sinks) {
        await sink(userId, alert).catch((err: unknown) =>
          log.error({ err, kind: alert.kind }, 'alert sink failed'),
        );
      }
    })()
      .catch((err: unknown) => log.error({ err, kind: alert.kind }, 'alert hand-off failed'))
      .finally(() => pending.delete(handOff));
    pending.add(handOff);
  }

  function tell(userId: string, alert: PersonAlert): void {
    hub.toUser(userId, 'alert', alert);
    whenAway(userId, alert);
  }

  /** The room rules: nothing for a non-member or a deleted account, nor across an ended (unless told) or hidden pair. */
  function fromSender(fromId: string, sender: RoomSender | null, make: MakeAlert, options: MemberOptions) {
    if (!sender?.to) return;
    if (!options.ended && (!sender.open || sender.hidden)) return;
    tell(sender.to, make(personOf(fromId, sender), sender.unread));
  }

  return {
    /** Plugs in a sink for people with no socket open (web push). */
    addSink(sink: AlertSink): void {
      sinks.push(sink);
    },

    /** To the person's own sockets (and sinks): their own news, such as a read on another device. */
    tell,

    /**
     * From `fromId` to the other member of `roomId`: only while the room is open between them (unless
     * `ended`), never to a non-member or a deleted account. Resolves once sent; never rejects.
     */
    async fromMember(roomId: string, fromId: string, make: MakeAlert, options: MemberOptions = {}) {
      try {
        fromSender(fromId, await repo.senderIn(roomId, fromId), make, options);
      } catch (err) {
        log.error({ err, room: roomId }, 'alert failed');
      }
    },

    /**
     * The same, with the sender already read by the caller's own statement (alerts.repo.ts senderColumns): the
     * chat's batched write, so that a message's alert costs no statement. Never throws.
     */
    fromMemberWith(roomId: string, fromId: string, sender: RoomSender, make: MakeAlert): void {
      try {
        fromSender(fromId, sender, make, {});
      } catch (err) {
        log.error({ err, room: roomId }, 'alert failed');
      }
    },

    /** The reader's other tabs and devices: the room's badge after a read. Never rejects. */
    async read(roomId: string, userId: string): Promise<void> {
      try {
        tell(userId, { kind: 'read', room: roomId, unread: await repo.unreadIn(roomId, userId) });
      } catch (err) {
        log.error({ err, room: roomId }, 'read alert failed');
      }
    },

    /** Resolves when every hand-off to the sinks started so far has finished (tests, close). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/** What the feature services use: an alert between members and one to a person. */
export type Alerts = Pick<AlertsService, 'fromMember' | 'fromMemberWith' | 'tell' | 'read'>;
