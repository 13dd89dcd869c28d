// The recorder's call (RULES.md "Reads and writes" `uploadvrdata`): a recording's name and prompt, sent before its
// file (/uploadvrfile).
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const saveRecordingData = (filename: string, prompt: string) =>
  apiPost('uploadvrdata', { vrdata: { filename, prompt } }).then(unwrap);
