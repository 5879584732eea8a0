import { AppError } from '../../http/errors';

export const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';
export const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';

// Spec 000 §5 answers duplicates with status 500 and these exact messages (the web app matches
// on them); `fields` names the form field to mark.
export const duplicateUserId = (field = 'username') => new AppError(500, 'DuplicateUserId', DUPLICATE_USER_ID, [field]);
export const duplicateEmail = (field = 'email') => new AppError(500, 'DuplicateEmail', DUPLICATE_EMAIL, [field]);
