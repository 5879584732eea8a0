import type { InviteType } from './members';
import type { OrganisationStatus } from './organisations';
import type { OrganisationType, RoleName } from './roles';

/**
 * What the accounts API answers (spec 000 §3), for the web app. The zod schemas beside these
 * files describe requests; these describe the answers the server's presenters build.
 */

/** An account (organisation) as lists and GET /org/{id} present it. */
export interface AccountView {
  objectId: string;
  name: string;
  type: OrganisationType;
  status: OrganisationStatus;
  hqAddress: string | null;
  businessEmail: string | null;
  phone: string | null;
  image: string | null;
  parentId: string | null;
  invitedToEmail: string | null;
  createdAt: string;
}

/** Accounts keyed by type (groups data, and part of GET /user/{id}/organisations). */
export type AccountListsView = Record<OrganisationType, AccountView[]>;

export interface FarmSummaryView {
  objectId: string;
  name: string;
  physicalAddress: string | null;
  businessId: string;
}

/** GET /user/{id}/organisations. */
export interface UserOrganisationsView extends AccountListsView {
  parent: AccountView | null;
  farm: FarmSummaryView[];
}

/** GET /org/{id}: the account, its visible parent, and what the caller may do to it. */
export interface AccountDetailView extends Omit<AccountView, 'parentId'> {
  parentId: string | null;
  parent: { objectId: string; name: string; type: OrganisationType } | null;
  childType: Exclude<OrganisationType, 'tilth'> | null;
  /** Policy actions on this account: account:edit, account:createChild, account:shoppingSettings, member:invite, member:manage. */
  permissions: string[];
}

export interface MemberView {
  objectId: string;
  name: string;
  email: string;
  username: string;
  phone: string | null;
  profileImage: string | null;
  role: { name: RoleName };
  createdAt: string;
}

export interface InvitedMemberView {
  objectId: string;
  email: string;
  role: { name: RoleName };
  type: InviteType;
  status: 'INVITED';
  createdAt: string;
  expiresAt: string;
}

/** GET /org/{id}/users: the Admin and Users lists and pending invitations. */
export interface TeamView {
  admins: MemberView[];
  users: MemberView[];
  invited: InvitedMemberView[];
}

/** POST /org. */
export interface CreatedAccountView {
  objectId: string;
  invitationId: string;
  invitedToEmail: string;
  type: OrganisationType;
  name: string;
}

/** POST /file/image. */
export interface UploadedImageView {
  objectId: string;
  image: string;
  file: { url: string; name: string };
}

/** GET /help/videos. */
export interface HelpVideoView {
  id: 'overview' | 'graphing';
  title: string;
  url: string;
}

/** GET /admin/outbox. */
export interface OutboxMailView {
  objectId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}
