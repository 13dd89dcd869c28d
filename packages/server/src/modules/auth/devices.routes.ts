// The Settings → Devices actions (shared api/auth.actions.ts): thin handlers over the devices service.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { DevicesService } from './devices.service.ts';

export function devicesActions(
  devices: DevicesService,
): Pick<Handlers<typeof ACTIONS>, 'mydevices' | 'enddevice' | 'endotherdevices'> {
  return {
    mydevices: async ({ viewer }) => ({ devices: await devices.list(viewer) }),
    enddevice: async ({ viewer, input }) => devices.end(viewer, input.id),
    endotherdevices: async ({ viewer }) => devices.endOthers(viewer),
  };
}
