import { farmBasics } from '../farms/farmPresenter';
import { can, type Actor, type FarmDetail, type FarmSettingsUpdate } from '@tilth/domain';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { FileRepository } from '../files/fileRepository';
import { resolveImage } from '../files/imageReference';
import { scopeFromPath } from '../users/organisationScope';
import type { FarmSettingsRepository, FarmWithBusiness } from './farmSettingsRepository';
import { text } from '../../lib/i18n/catalog';
import { farmSettingsText } from './messages';

const scopeOf = (farm: FarmWithBusiness) => scopeFromPath(farm.business_path, farm.id);

/** GET and PATCH /farm/{id}: the farm Settings panel of the sites page (spec 001 §2.3). */
export class FarmSettingsService {
  constructor(
    private readonly farms: FarmSettingsRepository,
    private readonly files: FileRepository,
  ) {}

  private async visible(actor: Actor, id: string): Promise<FarmWithBusiness> {
    const farm = await this.farms.find(id);
    // A farm outside the caller's subtree reads as not found, like one that doesn't exist.
    if (!farm || !can(actor, 'farm:read', scopeOf(farm))) throw notFound(text(farmSettingsText, 'farmNotFound'));
    return farm;
  }

  private present(actor: Actor, farm: FarmWithBusiness): FarmDetail {
    return {
      ...farmBasics(farm),
      timeZone: farm.time_zone,
      businessId: farm.business_id,
      businessName: farm.business_name,
      canEdit: can(actor, 'farm:edit', scopeOf(farm)),
      canInvite: can(actor, 'member:invite', scopeOf(farm)),
    };
  }

  async detail(actor: Actor, id: string): Promise<FarmDetail> {
    return this.present(actor, await this.visible(actor, id));
  }

  async update(actor: Actor, id: string, body: FarmSettingsUpdate): Promise<FarmDetail> {
    const farm = await this.visible(actor, id);
    if (!can(actor, 'farm:edit', scopeOf(farm))) throw forbidden(text(farmSettingsText, 'mayNotChangeFarms'));
    if (body.name !== undefined && (await this.farms.nameTakenByOther(farm.business_id, body.name, farm.id))) {
      throw new AppError(
        409,
        'Conflict',
        text(farmSettingsText, 'alreadyHasFarmNamed', { businessName: farm.business_name, name: body.name }),
        ['name'],
      );
    }
    const image = await resolveImage(this.files, actor, undefined, body.fileId, 'fileId');
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.mailingAddress !== undefined && { mailing_address: body.mailingAddress }),
      ...(body.physicalAddress !== undefined && { physical_address: body.physicalAddress }),
      ...(body.location && { latitude: body.location.latitude, longitude: body.location.longitude }),
      ...(image !== undefined && { image }),
    };
    await this.farms.update(farm.id, changes);
    return this.present(actor, { ...farm, ...changes });
  }
}
