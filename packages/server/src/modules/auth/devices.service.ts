// Settings → Devices: the owner lists their live sessions and ends one, or every one but this. Only the
// caller's own: an id of someone else's session is refused exactly as a missing one (404), so nothing is learnt.
import type { Device } from '@rookery/shared/api/auth.actions.ts';
import { isUuid } from '@rookery/shared/domain/uuid.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { SessionService } from './session.service.ts';

/** Endings per person (one device or all others), as the other account actions are limited (email change). */
export const DEVICES_LIMIT = { max: 20, windowMs: 15 * 60_000 } as const;

export interface DevicesDeps {
  sessions: Pick<SessionService, 'devices' | 'endDevice' | 'endAll'>;
  limiters?: LimiterFactory;
}

export function createDevicesService(deps: DevicesDeps) {
  const { sessions } = deps;
  const endings = (deps.limiters ?? localLimiters)('devices-end', DEVICES_LIMIT);

  return {
    /**
     * The caller's live sessions, the one asking first, then the most recently active; built from an allow-list:
     * never a session's key or its User-Agent.
     */
    async list(viewer: Viewer): Promise<Device[]> {
      const devices = await sessions.devices(viewer.userId);
      const current = devices.filter((device) => device.sessionId === viewer.sessionId);
      const others = devices.filter((device) => device.sessionId !== viewer.sessionId);
      return [...current, ...others].map((device) => ({
        id: device.deviceId,
        label: device.label,
        created: device.createdAt.toISOString(),
        lastSeen: device.lastSeenAt.toISOString(),
        current: device.sessionId === viewer.sessionId,
      }));
    },

    /** Ends one of the caller's sessions (their own current one too: that signs them out). */
    async end(viewer: Viewer, deviceId: string): Promise<{ current: boolean }> {
      await endings.consume(viewer.userId);
      // A made-up id is a missing one: the same 404 as someone else's, without asking the database.
      const ended = isUuid(deviceId) ? await sessions.endDevice(viewer.userId, deviceId.toLowerCase()) : null;
      if (!ended) throw new AppError('NOT_FOUND');
      return { current: ended === viewer.sessionId };
    },

    /** "Sign out of all other devices": the password reset's sign-out everywhere, keeping the caller's session. */
    async endOthers(viewer: Viewer): Promise<{ ended: number }> {
      await endings.consume(viewer.userId);
      return { ended: await sessions.endAll(viewer.userId, viewer.sessionId) };
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
