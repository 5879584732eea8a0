import { z } from 'zod';
import { idField, requiredText, singleLine } from '../accounts/fields';
import { farmBasicsSchema } from '../farms/entities';
import { latitudeField, longitudeField, numberInput } from '../farms/schemas';
import { objectIdParams } from '../api/params';

/**
 * The farm Settings panel (spec 001 §2.3, §5): name and mailing address required, physical
 * address may be empty, latitude and longitude required numbers.
 */
const physicalAddress = singleLine(z.string().trim().max(500, 'Farm Physical Address is too long'), 'Farm Physical Address');

/** PATCH /farm/{id}: any of the settings; fileId attaches a logo uploaded with POST /file/image. */
export const farmSettingsSchema = z
  .object({
    name: requiredText('Farm Name'),
    mailingAddress: requiredText('Farm Mailing Address', 500),
    physicalAddress,
    location: z.object({ latitude: latitudeField, longitude: longitudeField }, { error: 'Latitude and longitude are required' }),
    fileId: idField,
  })
  .partial()
  .strict();
export type FarmSettingsUpdate = z.infer<typeof farmSettingsSchema>;

export const farmIdParamsSchema = objectIdParams;

/** The Settings panel's form: the same rules, latitude and longitude as separate inputs. */
export const farmSettingsFormSchema = z.object({
  name: requiredText('Farm Name'),
  mailingAddress: requiredText('Farm Mailing Address', 500),
  physicalAddress,
  latitude: numberInput(latitudeField),
  longitude: numberInput(longitudeField),
});
export type FarmSettingsFormInput = z.input<typeof farmSettingsFormSchema>;
export type FarmSettingsFormValues = z.output<typeof farmSettingsFormSchema>;

export function farmSettingsFormToBody(form: FarmSettingsFormValues, fileId?: string): FarmSettingsUpdate {
  return {
    name: form.name,
    mailingAddress: form.mailingAddress,
    physicalAddress: form.physicalAddress,
    location: { latitude: form.latitude as number, longitude: form.longitude as number },
    ...(fileId ? { fileId } : {}),
  };
}

/** GET /farm/{id} (spec 001 §3 'Farm'), with what the caller may do to it. */
export const farmDetailSchema = farmBasicsSchema.extend({
  timeZone: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** The caller may change the settings (the policy's farm:edit on this farm). */
  canEdit: z.boolean(),
  /** The caller may invite members into the farm's group (member:invite on this farm). */
  canInvite: z.boolean(),
});
export type FarmDetail = z.infer<typeof farmDetailSchema>;
