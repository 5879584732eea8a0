import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { graphEndpoints, noteEndpoints, siteConfigEndpoints } from '@tilth/domain';
import type { AddNote, RootActivityUpdate, SiteNote, TimeRange, WaterPercolationUpdate } from '@tilth/domain';
import { call } from '../../../api/client';
import { newClientId, saveWrite } from '../../offline/outbox';

/** Side calls of the graph screen (spec 001 §7 "Graph" and "Notes"). Times in ranges are epoch seconds. */

/** Epoch seconds as the ISO 8601 UTC string the graph calls take. */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A range as the graph calls' fromDate and toDate. */
const dateRange = (range: TimeRange) => ({ fromDate: isoFromSeconds(range.from), toDate: isoFromSeconds(range.to) });

/**
 * Query keys: everything starts with ['siteGraph', siteObjId] (the chart's data too), so one
 * invalidation after a change refreshes the whole screen of that site.
 */
export const graphExtrasKeys = {
  all: (siteObjId: string) => ['siteGraph', siteObjId] as const,
  notes: (siteObjId: string, range: TimeRange) => ['siteGraph', siteObjId, 'notes', range.from, range.to] as const,
  rainfall: (siteObjId: string, range: TimeRange) => ['siteGraph', siteObjId, 'rainfall', range.from, range.to] as const,
  irrigation: (siteObjId: string, range: TimeRange) => ['siteGraph', siteObjId, 'irrigation', range.from, range.to] as const,
  waterPercolation: (siteObjId: string, range: TimeRange) => ['siteGraph', siteObjId, 'waterPercolation', range.from, range.to] as const,
  rootActivity: (siteObjId: string, plantingDate: string | null) => ['siteGraph', siteObjId, 'rootActivity', plantingDate] as const,
};

// Fetches and changes.

export const fetchNotes = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  call(noteEndpoints.list, { params: { siteId: siteObjId }, query: dateRange(range), signal });

export const addNote = (siteObjId: string, body: AddNote) => call(noteEndpoints.add, { params: { siteId: siteObjId }, body });

export const deleteNote = (noteId: string) => call(noteEndpoints.remove, { params: { id: noteId } });

export const fetchRainfall = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  call(graphEndpoints.rainfall, {
    params: { id: siteObjId },
    query: { startDate: isoFromSeconds(range.from), endDate: isoFromSeconds(range.to) },
    signal,
  });

export const fetchIrrigation = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  call(graphEndpoints.irrigation, {
    params: { id: siteObjId },
    query: { startDate: isoFromSeconds(range.from), endDate: isoFromSeconds(range.to) },
    signal,
  });

export const fetchWaterPercolation = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  call(graphEndpoints.waterPercolation, { params: { id: siteObjId }, query: dateRange(range), signal });

export const saveWaterPercolation = (siteObjId: string, body: WaterPercolationUpdate) =>
  call(graphEndpoints.saveWaterPercolation, { params: { id: siteObjId }, body });

export const fetchRootActivity = (siteObjId: string, plantingDate: string | null, signal?: AbortSignal) =>
  call(graphEndpoints.rootActivity, { params: { id: siteObjId }, query: { plantingDate: plantingDate ?? undefined }, signal });

export const saveRootActivity = (siteObjId: string, body: RootActivityUpdate) =>
  call(graphEndpoints.saveRootActivity, { params: { id: siteObjId }, body });

export type DeleteDataStore = 'graph-data' | 'phant-data';

/** graph-data hides the readings from the graphs; phant-data removes them from storage for good. */
export const deleteData = (store: DeleteDataStore, siteObjId: string, twigId: string, range: TimeRange) =>
  call(store === 'graph-data' ? graphEndpoints.hideData : graphEndpoints.eraseData, {
    params: { siteId: siteObjId, twigId },
    query: dateRange(range),
  });
export const deleteGraphData = (siteObjId: string, twigId: string, range: TimeRange) => deleteData('graph-data', siteObjId, twigId, range);
export const deletePhantData = (siteObjId: string, twigId: string, range: TimeRange) => deleteData('phant-data', siteObjId, twigId, range);

export const saveShowNotes = (siteObjId: string, showNotes: boolean) =>
  call(siteConfigEndpoints.update, { params: { id: siteObjId }, body: { showNotes } });

// Hooks.

/** Refreshes everything the graph screen shows of the site; resolves when the active queries have refetched. */
export const refreshSiteGraph = (queryClient: QueryClient, siteObjId: string) =>
  queryClient.invalidateQueries({ queryKey: graphExtrasKeys.all(siteObjId) });

export function useSiteNotes(siteObjId: string, range: TimeRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: graphExtrasKeys.notes(siteObjId, range),
    queryFn: ({ signal }) => fetchNotes(siteObjId, range, signal),
    enabled: options.enabled ?? true,
  });
}

export function useRainfall(siteObjId: string, range: TimeRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: graphExtrasKeys.rainfall(siteObjId, range),
    queryFn: ({ signal }) => fetchRainfall(siteObjId, range, signal),
    enabled: options.enabled ?? true,
  });
}

export function useIrrigation(siteObjId: string, range: TimeRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: graphExtrasKeys.irrigation(siteObjId, range),
    queryFn: ({ signal }) => fetchIrrigation(siteObjId, range, signal),
    enabled: options.enabled ?? true,
  });
}

export function useWaterPercolation(siteObjId: string, range: TimeRange, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: graphExtrasKeys.waterPercolation(siteObjId, range),
    queryFn: ({ signal }) => fetchWaterPercolation(siteObjId, range, signal),
    enabled: options.enabled ?? true,
  });
}

export function useRootActivity(siteObjId: string, plantingDate: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: graphExtrasKeys.rootActivity(siteObjId, plantingDate),
    queryFn: ({ signal }) => fetchRootActivity(siteObjId, plantingDate, signal),
    enabled: options.enabled ?? true,
  });
}

/** A note as the Add notes form hands it over: its time and text, and a photo already made small. */
export interface NoteWrite extends Pick<AddNote, 'timestamp' | 'note'> {
  photo?: { blob: Blob; fileName: string };
}

/** What Add did: the stored note, or the note kept on this device with the sentence that says so. */
export type NoteSaved = { kind: 'delivered'; note: SiteNote } | { kind: 'kept'; sentence: string };

/**
 * Adds a note through the offline write queue (issue 37): it gets its client id now, is kept on the
 * device, and is sent at once; with no connection it stays queued and is sent when Tilth can reach
 * the server. A refusal throws the server's ApiError sentence, as a direct call does.
 */
export function useAddNote(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Never paused by the query client while the browser is offline: the queue keeps the note instead.
    networkMode: 'always',
    mutationFn: async ({ timestamp, note, photo }: NoteWrite): Promise<NoteSaved> => {
      const payload = { timestamp, note, ...(photo ? { photo: { ...photo, clientId: newClientId() } } : {}) };
      const saved = await saveWrite({ kind: 'note', siteId: siteObjId, payload });
      return saved.kind === 'delivered' ? { kind: 'delivered', note: saved.record as SiteNote } : saved;
    },
    onSuccess: (saved) => {
      if (saved.kind === 'delivered') void refreshSiteGraph(queryClient, siteObjId);
    },
  });
}

export function useDeleteNote(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(noteId),
    onSuccess: () => void refreshSiteGraph(queryClient, siteObjId),
  });
}

/** Spec 001 §7: updating the manual value is followed by a re-fetch; the mutation settles once it has. */
export function useSaveWaterPercolation(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: WaterPercolationUpdate['entries']) => saveWaterPercolation(siteObjId, { entries }),
    onSuccess: () => refreshSiteGraph(queryClient, siteObjId),
  });
}

export function useSaveRootActivity(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: RootActivityUpdate['entries']) => saveRootActivity(siteObjId, { entries }),
    onSuccess: () => refreshSiteGraph(queryClient, siteObjId),
  });
}

export function useDeleteData(siteObjId: string, twigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ store, range }: { store: DeleteDataStore; range: TimeRange }) => deleteData(store, siteObjId, twigId, range),
    onSuccess: () => void refreshSiteGraph(queryClient, siteObjId),
  });
}

/** The Notes switch of the graph's controls, saved to the site (spec 001 §2.8, §4). */
export function useSaveShowNotes(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showNotes: boolean) => saveShowNotes(siteObjId, showNotes),
    onSuccess: () => void refreshSiteGraph(queryClient, siteObjId),
  });
}
