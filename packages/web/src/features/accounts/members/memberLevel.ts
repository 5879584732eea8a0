import { isAdminRole, type RoleName } from '@tilth/domain';
import { translate } from '../../../i18n/catalog';
import { accountsMessages } from '../messages';

/** The level a role is shown as on the members lists ('Administrator', 'Member'), in the app's language. */
export const levelName = (role: RoleName) => translate(accountsMessages, isAdminRole(role) ? 'levelAdministrator' : 'levelMember');
