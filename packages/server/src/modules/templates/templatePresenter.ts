import type { CropTemplate } from '@tilth/domain';
import type { TemplateMember, TemplateRecord } from './templateRepository';

/** A template as the Template tab reads it (spec 001 §3 "Crop template"); editable only by its creator. */
export function presentTemplate(record: TemplateRecord, members: readonly TemplateMember[], callerId: string): CropTemplate {
  return {
    objectId: record.id,
    headerDetails: { Name: record.name },
    cropType: record.cropType,
    createdBy: { objectId: record.createdBy.id, name: record.createdBy.name, username: record.createdBy.username },
    ownerOrganisation: { objectId: record.ownerOrganisation.id, name: record.ownerOrganisation.name },
    sharingSettings: {
      sharingOption: record.sharingOption,
      members: members.map((m) => ({ objectId: m.id, name: m.name, username: m.username })),
    },
    templateData: record.rows,
    isEditable: record.createdBy.id === callerId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
