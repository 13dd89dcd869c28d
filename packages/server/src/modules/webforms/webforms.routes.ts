// The public actions of RULES.md "Reads and writes" for the dating site's forms: captchasitekey, captchachallenge and
// webform.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import { getViewer } from '../../platform/http/viewer.ts';
import type { WebformsService } from './webforms.service.ts';

export function webformsActions(
  webforms: WebformsService,
): Pick<Handlers<typeof ACTIONS>, 'captchasitekey' | 'captchachallenge' | 'webform'> {
  return {
    captchasitekey: async ({ request }) => webforms.siteKey(request),
    captchachallenge: async ({ request }) => webforms.challenge(request),
    webform: async ({ input, request }) => {
      // Signed in and verified: the submission is that account's own, and joins its data export.
      const viewer = await getViewer(request);
      await webforms.submit(input, request, viewer?.verified ? viewer.userId : null);
      return {};
    },
  };
}
