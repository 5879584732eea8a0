import {
  can,
  installationNoteFieldsSchema,
  type Actor,
  type AddedInstallationNote,
  type InstallationNote,
  type InstallationNoteFields,
  type Scope,
} from '@tilth/domain';
import { badRequest, notFound } from '../../http/errors';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { FileRepository } from '../files/fileRepository';
import type { UploadService } from '../files/uploadService';
import type { Mailer } from '../mail/mailer';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import { memberSeesSite } from '../users/memberAccess';
import type { MemberRepository, MemberRow } from '../users/memberRepository';
import { scopeFromPath } from '../users/organisationScope';
import { presentInstallationNote } from './installationNotePresenter';
import { mentionMail } from './mentionMail';
import type { InstallationNoteRepository } from './installationNoteRepository';
import { text } from '../../lib/i18n/catalog';
import { siteConfigText } from './messages';

/** The multipart form of a new note: its text fields as sent, and the image's bytes when it came along. */
export interface InstallationNoteForm {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/** Upload kinds whose images a note may show: the site's installation photos (and graph-note images). */
const NOTE_IMAGE_KINDS = new Set(['installation', 'note']);

/**
 * Installation notes of spec 002 §7.2: anyone who may read a site may read and add them (spec 002
 * §6 makes read-only only the information blocks' Edit/Save); a note's @-mentions are people the
 * author may see who may also read the site, and each is e-mailed once.
 */
export class InstallationNoteService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly notes: InstallationNoteRepository,
    private readonly members: MemberRepository,
    private readonly files: FileRepository,
    private readonly uploads: UploadService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** The mentioned users' languages, which their mails are written in (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  /** The site and its scope; a site outside the caller's subtree reads as not found. */
  private async readableSite(actor: Actor, siteKey: string): Promise<{ site: SiteRecord; scope: Scope }> {
    const site = await this.sites.findByAnyId(siteKey);
    const row = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = row ? scopeFromPath(row.path, row.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound(text(siteConfigText, 'siteNotFound'));
    return { site, scope };
  }

  async list(actor: Actor, siteKey: string): Promise<InstallationNote[]> {
    const { site } = await this.readableSite(actor, siteKey);
    return (await this.notes.ofSite(site.id)).map(presentInstallationNote);
  }

  async add(actor: Actor, siteKey: string, form: InstallationNoteForm): Promise<AddedInstallationNote> {
    const { site, scope } = await this.readableSite(actor, siteKey);
    const fields = this.parseFields(form.fields);
    if (fields.fileId && form.image) throw badRequest(text(siteConfigText, 'sendImageOnceFile'), ['file']);
    if (!fields.text && !fields.fileId && !form.image) throw badRequest(text(siteConfigText, 'pleaseEnterNoteChoose'), ['text']);
    const mentioned = await this.mentionable(actor, fields.mentions, scope);
    const imageFileId = fields.fileId
      ? await this.uploadedImage(actor, fields.fileId, site.id)
      : form.image
        ? (await this.uploads.storeImage(actor, form.image, { type: 'installation', parentId: site.id })).objectId
        : null;

    const id = newObjectId();
    await this.notes.insert({
      id,
      site_id: site.id,
      text: fields.text,
      image_file_id: imageFileId,
      user_id: actor.userId,
      created_at: isoNow(),
    });
    const note = presentInstallationNote((await this.notes.find(id))!);
    const notified = await this.mailMentions(mentioned, note, site);
    return { ...note, mentioned: notified };
  }

  private parseFields(raw: Record<string, unknown>): InstallationNoteFields {
    const parsed = installationNoteFieldsSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'text');
    throw badRequest(issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`, [field]);
  }

  /** The mentioned users: each one the author may see and who may read the site (400 naming `mentions` otherwise). */
  private async mentionable(actor: Actor, ids: string[], site: Scope): Promise<MemberRow[]> {
    const found: MemberRow[] = [];
    for (const id of ids) {
      const member = await this.members.findById(id);
      const visible = member && can(actor, 'member:read', scopeFromPath(member.organisation_path, member.farm_id));
      if (!member || !visible || !memberSeesSite(member, site)) {
        throw badRequest(text(siteConfigText, 'mentionsNotSomeoneCan', { id }), ['mentions']);
      }
      found.push(member);
    }
    return found;
  }

  /** An image the author uploaded for this site (POST /file/image, type=installation, parentId = the site). */
  private async uploadedImage(actor: Actor, fileId: string, siteId: string): Promise<string> {
    const file = await this.files.findById(fileId);
    const usable = file && file.uploaded_by === actor.userId && file.parent_id === siteId && NOTE_IMAGE_KINDS.has(file.type ?? '');
    if (!usable) {
      throw badRequest(text(siteConfigText, 'fileidUploadImageFirst'), ['fileId']);
    }
    return file.id;
  }

  /**
   * One e-mail per mentioned user. The note is saved whatever the mail server says: a refused
   * message (the mailer logs it) only leaves that person out of the answer's `mentioned`.
   */
  private async mailMentions(members: MemberRow[], note: InstallationNote, site: SiteRecord) {
    const notified: { objectId: string; name: string }[] = [];
    if (members.length === 0) return notified;
    const twig = (await this.devices.probeIdsOf([site.id])).get(site.id) ?? '-';
    const link = `${this.publicUrl}/farm/${site.farm_id}/site/${encodeURIComponent(site.site_id)}/${site.id}/${encodeURIComponent(twig)}/about`;
    for (const member of members) {
      try {
        await this.mailer.send(
          mentionMail({
            to: member.email,
            authorName: note.user.name,
            siteName: site.name,
            siteNumber: site.site_id,
            text: note.text,
            hasImage: note.image !== null,
            link,
            language: await this.languages.of(member.id),
          }),
        );
        notified.push({ objectId: member.id, name: member.name });
      } catch {
        // SmtpMailer has logged why; the others still get theirs.
      }
    }
    return notified;
  }
}
