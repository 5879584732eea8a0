import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  exportDays,
  exportRequestSchema,
  type DepthUnit,
  type ExportFormat,
  type ExportInterval,
  type ExportMeasure,
  type ExportRequest,
} from '@tilth/domain';
import { useMemo, useState } from 'react';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { exportMessages } from './messages';
import { exportKeys, fetchExportFarms, fetchExportManifest, fetchExportSites } from './exportApi';

const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The Export dialog's choices, the sites they cover, the request they make and what it would hold. */
export function useExportForm(initial: { farmIds?: string[]; siteIds?: string[] }) {
  const farms = useQuery({ queryKey: exportKeys.farms, queryFn: ({ signal }) => fetchExportFarms(signal) });
  // Null until the user changes it: the farms given, else every farm the user sees.
  const [farmChoice, setFarmIds] = useState<string[] | null>(initial.farmIds ?? null);
  const farmIds = useMemo(() => farmChoice ?? (farms.data ?? []).map((f) => f.objectId), [farmChoice, farms.data]);
  const sites = useQuery({
    queryKey: exportKeys.sites(farmIds),
    queryFn: ({ signal }) => fetchExportSites(farmIds, signal),
    enabled: farmIds.length > 0,
  });
  // Empty: every site of the chosen farms.
  const [siteIds, setSiteIds] = useState<string[]>(initial.siteIds ?? []);
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => daysBefore(today(), 6));
  const [measures, setMeasures] = useState<ExportMeasure[]>(['moisture', 'temperature', 'rain', 'irrigation']);
  const [interval, setInterval] = useState<ExportInterval>('hourly');
  const [unitChoice, setUnit] = useState<DepthUnit | null>(null);
  const [format, setFormat] = useState<ExportFormat>('xlsx');

  const siteList = sites.data ?? [];
  const inFarms = new Set(siteList.map((s) => s.objectId));
  const chosen = siteIds.filter((id) => inFarms.has(id));
  const exported = chosen.length ? chosen : siteList.map((s) => s.objectId);

  const draft = { siteIds: exported, from, to, measures, interval, format, ...(unitChoice && { unit: unitChoice }) };
  const parsed = exportRequestSchema.safeParse(draft);
  const request: ExportRequest | null = parsed.success ? parsed.data : null;
  const firstIssue = parsed.success ? undefined : parsed.error.issues[0]?.message;
  // The schema's sentences are the domain's, in English: shown in the language of the screen.
  const problem =
    parsed.success || sites.isPending ? null : firstIssue ? domainText(firstIssue) : translate(exportMessages, 'checkChoices');

  // What the export would hold, asked again as the sites and dates settle.
  const [settled] = useDebouncedValue(request && { ...request, format: 'csv' as const, measures: ['moisture' as const] }, 300);
  const manifest = useQuery({
    queryKey: exportKeys.manifest(settled!),
    queryFn: ({ signal }) => fetchExportManifest(settled!, signal),
    enabled: settled !== null,
  });
  const unit = unitChoice ?? manifest.data?.unit ?? 'feetInches';

  return {
    farms,
    farmIds,
    setFarmIds,
    sites,
    siteIds: chosen,
    setSiteIds,
    from,
    setFrom,
    to,
    setTo,
    measures,
    setMeasures,
    interval,
    setInterval,
    unit,
    setUnit,
    format,
    setFormat,
    request: request && { ...request, unit },
    /** Days the range covers (a weekly e-mail sends as many). */
    days: from && to ? exportDays(from, to) : 0,
    problem,
    manifest,
  };
}
