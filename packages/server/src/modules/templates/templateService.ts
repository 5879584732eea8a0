import {
  can,
  checkTemplateData,
  normaliseTemplateRows,
  roleLevel,
  TEMPLATE_FORM_MESSAGES,
  type Actor,
  type CreateTemplateBody,
  type CropTemplate,
  type SharingCandidate,
  type SharingSettings,
  type TemplateRow,
  type TemplateUsage,
  type UpdateTemplateBody,
} from '@tilth/domain';
import { canonicalPlantType, CROP_TYPE_MESSAGES } from '@tilth/domain/sites/cropTypes';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import { scopeFromPath } from '../users/organisationScope';
import { presentTemplate } from './templatePresenter';
import type { CandidateRow, TemplateRecord, TemplateRepository, TemplateViewer } from './templateRepository';
import { text } from '../../lib/i18n/catalog';
import { templatesText } from './messages';

type LooseRows = NonNullable<UpdateTemplateBody['templateData']>;

export const MEMBERS_NOT_CANDIDATES = 'Templates can only be shared with members you can see.';

const nameOf = (name: string | undefined) => {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badRequest(TEMPLATE_FORM_MESSAGES.nameRequired, ['name']);
  return trimmed;
};

/** A template is for a crop of the list, spelt as the list spells it (so it matches the sites of that crop). */
function listedCrop(cropType: string): string {
  const listed = canonicalPlantType(cropType);
  if (!listed) throw badRequest(CROP_TYPE_MESSAGES.unknown(cropType), ['cropType']);
  return listed;
}

/** The crop-template checks of spec 001 §5 (each answered with its message), then the rows as saved. */
function checkedRows(data: LooseRows): TemplateRow[] {
  const problem = checkTemplateData(data);
  if (problem) throw badRequest(problem, ['templateData']);
  // Past the check every start day and band is a finite number.
  const rows = data.map((r) => ({
    start_day: r.start_day as number,
    red: r.red as number,
    yellow: r.yellow as number,
    green: r.green as number,
    light_blue: r.light_blue as number,
  }));
  return normaliseTemplateRows(rows);
}

/**
 * Crop templates (spec 001 §3, §5, §6, §7): who sees one follows its sharing option — PUBLIC:
 * everyone; TEAM_AND_ABOVE: its owner organisation and the organisations above it; CUSTOM: the
 * members chosen. The creator always sees theirs and alone may change or delete it; the platform
 * admin sees every template.
 */
export class TemplateService {
  constructor(
    private readonly templates: TemplateRepository,
    private readonly organisations: OrganisationRepository,
  ) {}

  private async viewerOf(actor: Actor): Promise<TemplateViewer> {
    const organisation = actor.organisationId ? await this.organisations.findById(actor.organisationId) : undefined;
    return { userId: actor.userId, organisationPath: organisation?.path ?? null, seesAll: actor.role === 'tilth_admin' };
  }

  private async mayView(actor: Actor, record: TemplateRecord): Promise<boolean> {
    if (!can(actor, 'template:read')) return false;
    if (actor.role === 'tilth_admin' || record.createdBy.id === actor.userId) return true;
    switch (record.sharingOption) {
      case 'PUBLIC':
        return true;
      case 'TEAM_AND_ABOVE':
        return actor.organisationId !== null && record.ownerOrganisation.path.split('/').includes(actor.organisationId);
      case 'CUSTOM':
        return this.templates.isMember(record.id, actor.userId);
    }
  }

  /** A template the actor may see; any other reads as not found. */
  async visibleTemplate(actor: Actor, templateId: string): Promise<TemplateRecord> {
    const record = await this.templates.find(templateId);
    if (!record || !(await this.mayView(actor, record))) throw notFound(TEMPLATE_FORM_MESSAGES.notFound);
    return record;
  }

  private async ownTemplate(actor: Actor, templateId: string): Promise<TemplateRecord> {
    const record = await this.visibleTemplate(actor, templateId);
    if (record.createdBy.id !== actor.userId) throw forbidden(TEMPLATE_FORM_MESSAGES.ownerOnly);
    return record;
  }

  private async present(actor: Actor, record: TemplateRecord): Promise<CropTemplate> {
    const members = record.sharingOption === 'CUSTOM' ? await this.templates.membersOf(record.id) : [];
    return presentTemplate(record, members, actor.userId);
  }

  async list(actor: Actor, cropType: string | undefined): Promise<CropTemplate[]> {
    const croptype = cropType?.trim() || undefined;
    const records = await this.templates.listVisible(await this.viewerOf(actor), croptype);
    return Promise.all(records.map((record) => this.present(actor, record)));
  }

  async get(actor: Actor, templateId: string): Promise<CropTemplate> {
    return this.present(actor, await this.visibleTemplate(actor, templateId));
  }

  /** Users the actor can see (their organisation's subtree, or their farm's members), others than themselves. */
  async sharingCandidates(actor: Actor): Promise<SharingCandidate[]> {
    return (await this.candidateRows(actor)).map((row) => ({
      objectId: row.id,
      name: row.name,
      username: row.username,
      organisation: row.organisation_name ?? '',
    }));
  }

  private async candidateRows(actor: Actor): Promise<CandidateRow[]> {
    let rows: CandidateRow[];
    if (roleLevel(actor.role) === 'farm') {
      rows = actor.farmId ? await this.templates.usersOfFarm(actor.farmId) : [];
    } else {
      const viewer = await this.viewerOf(actor);
      rows = viewer.organisationPath ? await this.templates.usersUnder(viewer.organisationPath) : [];
    }
    return rows.filter((row) => row.id !== actor.userId && can(actor, 'member:read', scopeFromPath(row.organisation_path, row.farm_id)));
  }

  /** The sharing asked for, checked: PUBLIC only for whom the policy lets; CUSTOM needs members the actor can see. */
  private async sharing(actor: Actor, settings: SharingSettings): Promise<SharingSettings> {
    if (settings.sharingOption === 'PUBLIC' && !can(actor, 'template:sharePublic')) {
      throw new AppError(403, 'Forbidden', TEMPLATE_FORM_MESSAGES.publicAdminOnly, ['sharingSettings']);
    }
    if (settings.sharingOption !== 'CUSTOM') return { sharingOption: settings.sharingOption, members: [] };
    const members = [...new Set(settings.members)];
    if (members.length === 0) throw badRequest(TEMPLATE_FORM_MESSAGES.membersRequired, ['sharingSettings']);
    const candidates = new Set((await this.candidateRows(actor)).map((row) => row.id));
    if (!members.every((id) => candidates.has(id))) throw badRequest(text(templatesText, 'templatesCanOnlyShared'), ['sharingSettings']);
    return { sharingOption: 'CUSTOM', members };
  }

  async create(actor: Actor, body: CreateTemplateBody): Promise<CropTemplate> {
    if (!can(actor, 'template:create') || !actor.organisationId) throw forbidden();
    const name = nameOf(body.name);
    const sharing = await this.sharing(actor, body.sharingSettings ?? { sharingOption: 'TEAM_AND_ABOVE', members: [] });
    const rows = checkedRows(body.templateData);
    const id = newObjectId();
    const write = { name, cropType: listedCrop(body.cropType), sharingOption: sharing.sharingOption, members: sharing.members, rows };
    await this.templates.insert(id, write, actor.userId, actor.organisationId, new Date().toISOString());
    return this.get(actor, id);
  }

  /** The creator changes the header (name, sharing), the rows, or both. */
  async update(actor: Actor, templateId: string, body: UpdateTemplateBody): Promise<CropTemplate> {
    const record = await this.ownTemplate(actor, templateId);
    const name = body.name === undefined ? record.name : nameOf(body.name);
    const sharing = body.sharingSettings
      ? await this.sharing(actor, body.sharingSettings)
      : { sharingOption: record.sharingOption, members: (await this.templates.membersOf(record.id)).map((m) => m.id) };
    const rows = body.templateData === undefined ? record.rows : checkedRows(body.templateData);
    const write = { name, sharingOption: sharing.sharingOption, members: sharing.members, rows };
    await this.templates.update(record.id, write, new Date().toISOString());
    return this.get(actor, record.id);
  }

  /** For the creator's delete dialog: how many sites deleting the template takes it from (others: 403, or 404 if unseen). */
  async usage(actor: Actor, templateId: string): Promise<TemplateUsage> {
    const record = await this.ownTemplate(actor, templateId);
    return { objectId: record.id, siteCount: await this.templates.countSites(record.id) };
  }

  /** Only the creator deletes; sites it was applied to go back to their own thresholds. */
  async remove(actor: Actor, templateId: string): Promise<{ objectId: string }> {
    const record = await this.ownTemplate(actor, templateId);
    await this.templates.delete(record.id, new Date().toISOString());
    return { objectId: record.id };
  }
}
