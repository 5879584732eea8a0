import { dailyValuesEndpoints, type RecomputeMode } from '@tilth/domain';
import { call } from '../../api/client';

/** The site's derived daily values: starting a recompute and reading its state (spec 001 §7). */

export const startRecompute = (siteObjId: string, mode: RecomputeMode) =>
  call(dailyValuesEndpoints.recompute, { params: { id: siteObjId }, body: { mode } });

export const fetchRecomputeStatus = (siteObjId: string, signal?: AbortSignal) =>
  call(dailyValuesEndpoints.recomputeStatus, { params: { id: siteObjId }, signal });
