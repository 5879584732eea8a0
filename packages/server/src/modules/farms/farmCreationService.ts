import { farmBasics } from './farmPresenter';
import { can, countStatuses, guessTimeZone, type Actor, type CreatedFarm, type NewFarm } from '@tilth/domain';
import { AppError, badRequest } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { FileRepository } from '../files/fileRepository';
import { resolveImage } from '../files/imageReference';
import type { OrganisationRepository, OrganisationRow } from '../organisations/organisationRepository';
import { organisationScope } from '../organisations/viewpoint';
import type { FarmRepository } from './farmRepository';
import { text } from '../../lib/i18n/catalog';
import { farmsText } from './messages';

const businessNotFound = () => new AppError(404, 'NotFound', text(farmsText, 'businessOrganisationNotFound'), ['businessId']);

/** POST /farm (spec 000 §2.5): a farm under a business the caller may create farms for. */
export class FarmCreationService {
  constructor(
    private readonly farms: FarmRepository,
    private readonly orgs: OrganisationRepository,
    private readonly files: FileRepository,
  ) {}

  /** The named business, or the caller's own when they belong to one (spec 000 §5). */
  private async business(actor: Actor, businessId: string | undefined): Promise<OrganisationRow> {
    if (!businessId) {
      const own = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
      if (own?.type !== 'business') throw badRequest(text(farmsText, 'businessOrganisationRequired'), ['businessId']);
      businessId = own.id;
    }
    const org = await this.orgs.findById(businessId);
    if (!org) throw businessNotFound();
    const scope = organisationScope(org);
    if (!can(actor, 'farm:create', scope)) {
      // Outside the caller's subtree it reads as not found, as every other account does.
      if (!can(actor, 'account:read', scope)) throw businessNotFound();
      throw new AppError(403, 'Forbidden', text(farmsText, 'mayNotCreateFarms'), ['businessId']);
    }
    if (org.type !== 'business') throw badRequest(text(farmsText, 'businessOrganisationMustBusiness'), ['businessId']);
    return org;
  }

  async create(actor: Actor, body: NewFarm): Promise<CreatedFarm> {
    const business = await this.business(actor, body.businessId);
    if (await this.farms.nameTaken(business.id, body.name)) {
      throw new AppError(409, 'Conflict', text(farmsText, 'alreadyHasFarmNamed', { business: business.name, name: body.name }), ['name']);
    }
    const image = (await resolveImage(this.files, actor, undefined, body.fileId, 'fileId')) ?? null;
    const farm = {
      id: newObjectId(),
      name: body.name,
      business_id: business.id,
      physical_address: body.physicalAddress,
      mailing_address: body.mailingAddress ?? null,
      latitude: body.location.lat,
      longitude: body.location.lng,
      time_zone: body.timeZone ?? guessTimeZone(body.location.lat, body.location.lng, body.physicalAddress),
      image,
      created_by: actor.userId,
      created_at: isoNow(),
    };
    await this.farms.insert(farm);
    return {
      ...farmBasics(farm),
      businessId: business.id,
      businessName: business.name,
      timeZone: farm.time_zone,
      createdAt: farm.created_at,
      reportingStatus: countStatuses([]),
      siteCount: 0,
    };
  }
}
