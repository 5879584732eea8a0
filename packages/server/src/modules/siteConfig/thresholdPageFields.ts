import type { ThresholdSets } from '@tilth/domain';
import { sameCropType } from '@tilth/domain/sites/cropTypes';
import { applyThresholdEdits, thresholdSetsOf, touchesThresholds } from '@tilth/domain/thresholds/thresholdSets';
import { showNotesOf } from '../siteGraph/siteNotesSwitch';
import { ConfigRuleError, type SensorCounts, type SiteUpdateField } from './siteUpdateDraft';

/** The site's threshold sets; null when it has no probe depths to hold them (a pressure transducer). */
export function thresholdSetsIn(settings: Record<string, unknown>, sensors: SensorCounts): ThresholdSets | null {
  return sensors.depths.length === 0 ? null : thresholdSetsOf(settings, sensors.depths.length, sensors.local);
}

/**
 * The fields of the graph's notes switch and the threshold page (spec 001 §2.9, §7), applied after
 * the configuration groups in this order. Threshold sets, template and crop type need
 * site:editThresholds; a change of them recomputes today's values at once.
 */
export const THRESHOLD_PAGE_FIELDS: readonly SiteUpdateField[] = [
  {
    keys: ['showNotes'],
    action: null,
    apply: (d) => {
      const showNotes = d.body.showNotes!;
      if (showNotesOf(d.site.settings) !== showNotes) d.push('showNotes', showNotesOf(d.site.settings), showNotes);
      d.settings.showNotes = { value: showNotes };
    },
  },
  {
    keys: [],
    action: 'site:editThresholds',
    touched: touchesThresholds,
    apply: (d) => {
      const edited = applyThresholdEdits(d.settings, d.body, { hardware: d.sensors.depths.length, local: d.sensors.local });
      if (edited.error) throw new ConfigRuleError(`${edited.error.field}: ${edited.error.message}`, edited.error.field);
      const before = thresholdSetsIn(d.site.settings, d.sensors);
      d.settings = edited.settings;
      const after = thresholdSetsIn(d.settings, d.sensors);
      if (JSON.stringify(before) !== JSON.stringify(after)) d.push('thresholds', null, 'edited');
      d.bandsChanged = true;
    },
  },
  {
    keys: ['plantType'],
    action: 'site:editThresholds',
    apply: (d) => {
      const plantType = d.body.plantType!;
      d.settings.plantType = { ...(d.settings.plantType as object | undefined), value: plantType };
      if (plantType !== d.site.crop) d.push('plantType', d.site.crop, plantType);
      // Spec 002 §4: another crop type clears the applied template (unless this body applies one).
      // Another crop also changes the crop coefficients: today's values are recomputed at once.
      if (!sameCropType(plantType, d.site.crop)) {
        d.cropTemplateId = null;
        d.bandsChanged = true;
      }
    },
  },
  {
    // Also when only the crop type changed: its clearing of the template is written here.
    keys: ['cropTemplate'],
    action: 'site:editThresholds',
    touched: (body) => body.cropTemplate !== undefined || body.plantType !== undefined,
    apply: (d) => {
      if (d.body.cropTemplate !== undefined) d.cropTemplateId = d.templateId ?? null;
      if (d.cropTemplateId !== d.site.crop_template_id) {
        d.push('cropTemplate', d.site.crop_template_id, d.cropTemplateId);
        d.bandsChanged = true;
      }
    },
  },
];
