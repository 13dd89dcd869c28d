// exportdata (RULES.md "Reads and writes"): the caller's data as a download; the dispatcher sends it as an
// attachment.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { DataExportService } from './data-export.service.ts';

export function dataExportActions(exports: DataExportService): Pick<Handlers<typeof ACTIONS>, 'exportdata'> {
  return {
    exportdata: ({ viewer, input }) => exports.export(viewer, input.format ?? 'json'),
  };
}
