import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddNote,
  DeleteDataAnswer,
  IrrigationAnswer,
  RainfallAnswer,
  RootActivityAnswer,
  RootActivityUpdate,
  SiteNote,
  TimeRange,
  WaterPercolationAnswer,
  WaterPercolationUpdate,
} from '@tilth/domain';
import { api } from '../../../api/client';

/** Side calls of the graph screen (spec 001 §7 "Graph" and "Notes"). Times in ranges are epoch seconds. */

const id = encodeURIComponent;

/** Epoch seconds as the ISO 8601 UTC string the graph calls take. */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

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
  api.get<SiteNote[]>(
    withQuery(`/notes/${id(siteObjId)}`, { fromDate: isoFromSeconds(range.from), toDate: isoFromSeconds(range.to) }),
    signal,
  );

export const addNote = (siteObjId: string, body: AddNote) => api.post<SiteNote>(`/notes/add/${id(siteObjId)}`, body);

export const deleteNote = (noteId: string) => api.delete<{ objectId: string }>(`/notes/delete/${id(noteId)}`);

export const fetchRainfall = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  api.get<RainfallAnswer>(
    withQuery(`/stem/get-rain-fall-data/${id(siteObjId)}`, { startDate: isoFromSeconds(range.from), endDate: isoFromSeconds(range.to) }),
    signal,
  );

export const fetchIrrigation = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  api.get<IrrigationAnswer>(
    withQuery(`/stem/get-irrigation-data/${id(siteObjId)}`, { startDate: isoFromSeconds(range.from), endDate: isoFromSeconds(range.to) }),
    signal,
  );

export const fetchWaterPercolation = (siteObjId: string, range: TimeRange, signal?: AbortSignal) =>
  api.get<WaterPercolationAnswer>(
    withQuery(`/stem/wp-s3-data/${id(siteObjId)}`, { fromDate: isoFromSeconds(range.from), toDate: isoFromSeconds(range.to) }),
    signal,
  );

export const saveWaterPercolation = (siteObjId: string, body: WaterPercolationUpdate) =>
  api.put<unknown>(`/stem/wp-s3-data/${id(siteObjId)}`, body);

export const fetchRootActivity = (siteObjId: string, plantingDate: string | null, signal?: AbortSignal) =>
  api.get<RootActivityAnswer>(withQuery(`/stem/root-activity/${id(siteObjId)}`, { plantingDate }), signal);

export const saveRootActivity = (siteObjId: string, body: RootActivityUpdate) => api.put<unknown>(`/stem/ra/${id(siteObjId)}`, body);

export type DeleteDataStore = 'graph-data' | 'phant-data';

/** graph-data hides the readings from the graphs; phant-data removes them from storage for good. */
export const deleteData = (store: DeleteDataStore, siteObjId: string, twigId: string, range: TimeRange) =>
  api.delete<DeleteDataAnswer>(
    withQuery(`/stem/${store}/${id(siteObjId)}/${id(twigId)}`, { fromDate: isoFromSeconds(range.from), toDate: isoFromSeconds(range.to) }),
  );
export const deleteGraphData = (siteObjId: string, twigId: string, range: TimeRange) => deleteData('graph-data', siteObjId, twigId, range);
export const deletePhantData = (siteObjId: string, twigId: string, range: TimeRange) => deleteData('phant-data', siteObjId, twigId, range);

export const saveShowNotes = (siteObjId: string, showNotes: boolean) => api.patch<unknown>(`/site/${id(siteObjId)}`, { showNotes });

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

export function useAddNote(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNote) => addNote(siteObjId, body),
    onSuccess: () => void refreshSiteGraph(queryClient, siteObjId),
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
