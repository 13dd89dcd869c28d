import type { PersonAlert } from '@rookery/shared/events.ts';
import { describe, expect, it, vi } from 'vitest';
import { onAlert, onPresence, publish } from './alerts.ts';

const match: PersonAlert = {
  kind: 'match',
  room: 'r1',
  from: { user_id: 'u', display_name: 'Bea', imageid: null },
};

describe('alert registry', () => {
  it('delivers each kind to its own listeners only, until they unsubscribe', () => {
    const onMatch = vi.fn();
    const onRead = vi.fn();
    const stopMatch = onAlert('match', onMatch);
    const stopRead = onAlert('read', onRead);
    publish.alert(match);
    expect(onMatch).toHaveBeenCalledWith(match);
    expect(onRead).not.toHaveBeenCalled();
    stopMatch();
    publish.alert(match);
    expect(onMatch).toHaveBeenCalledTimes(1);
    stopRead();
  });

  it('survives a subscription made twice and removed twice (StrictMode), and one failing listener', () => {
    const heard = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = onPresence(heard);
    first();
    const broken = onPresence(() => {
      throw new Error('boom');
    });
    const second = onPresence(heard);
    publish.presence({ room: 'r1', online: true });
    expect(heard).toHaveBeenCalledTimes(1);
    broken();
    second();
    second();
    publish.presence({ room: 'r1', online: false });
    expect(heard).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
