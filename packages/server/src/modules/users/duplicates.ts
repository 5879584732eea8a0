import { AppError } from '../../http/errors';
import { text } from '../../lib/i18n/catalog';
import { usersText } from './messages';

export const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';
export const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';

// Spec 000 §5 answers duplicates with status 500 and these exact messages (the web app matches
// on them); `fields` names the form field to mark.
export const duplicateUserId = (field = 'username') =>
  new AppError(500, 'DuplicateUserId', text(usersText, 'useridAlreadyExistsKindly'), [field]);
export const duplicateEmail = (field = 'email') =>
  new AppError(500, 'DuplicateEmail', text(usersText, 'emailAlreadyExistsKindly'), [field]);
