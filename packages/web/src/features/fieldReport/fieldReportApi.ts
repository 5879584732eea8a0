import { fieldReportEndpoints } from '@tilth/domain';
import type { RecipientBody } from '@tilth/domain';
import { call } from '../../api/client';

/** Query keys of the Farm Health Report page. */
export const fieldReportKeys = {
  recipients: ['farm-health-report', 'users'] as const,
  schedule: ['farm-health-report', 'schedule'] as const,
};

export const fetchRecipients = (signal?: AbortSignal) => call(fieldReportEndpoints.recipients, { signal });
export const addRecipient = (body: RecipientBody) => call(fieldReportEndpoints.addRecipient, { body });
export const updateRecipient = (id: string, farms: string[]) =>
  call(fieldReportEndpoints.updateRecipient, { params: { id }, body: { farms } });
export const deleteRecipient = (id: string) => call(fieldReportEndpoints.deleteRecipient, { params: { id } });
export const sendReportNow = () => call(fieldReportEndpoints.send, { body: {} });
export const fetchReportSchedule = (signal?: AbortSignal) => call(fieldReportEndpoints.schedule, { signal });
