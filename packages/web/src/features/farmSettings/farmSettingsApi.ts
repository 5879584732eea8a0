import { farmSettingsEndpoints } from '@tilth/domain';
import type { FarmSettingsUpdate } from '@tilth/domain';
import { call, callEnvelope } from '../../api/client';

/** A farm's details (the sites page and its Settings panel), kept under ['sites'] with the rest of that page. */
export const farmSettingsKeys = {
  farm: (farmId: string) => ['sites', 'farm', farmId] as const,
};

export const fetchFarm = (farmId: string, signal?: AbortSignal) => call(farmSettingsEndpoints.detail, { params: { id: farmId }, signal });

/** PATCH /farm/{id}: the answer's message is shown as it comes (spec 001 §8). */
export const saveFarmSettings = (farmId: string, body: FarmSettingsUpdate) =>
  callEnvelope(farmSettingsEndpoints.update, { params: { id: farmId }, body });
