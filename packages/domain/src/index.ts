export * from './version';
export * from './api/envelope';
export * from './accounts/roles';
export * from './accounts/profile';
export * from './auth/schemas';
export * from './preferences/schemas';
export * from './policy/policy';
