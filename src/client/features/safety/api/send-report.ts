import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/schemas/privacy';
import { api, unwrap } from '#client/lib/api-client';

export const sendReport = (input: ReportInput) => unwrap(api.reports.$post({ json: input }));

/** Sends a report; nothing cached changes, so nothing is invalidated. */
export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
