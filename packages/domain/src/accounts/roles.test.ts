import { describe, expect, it } from 'vitest';
import { isAdminRole, levelDepth, roleDisplayName, roleLevel, ROLE_NAMES } from './roles';

describe('roles', () => {
  it('classifies admins by the word admin in the name', () => {
    expect(ROLE_NAMES.filter(isAdminRole)).toEqual(['tilth_admin', 'distributor_admin', 'dealer_admin', 'business_admin', 'farm_admin']);
  });
  it('reads the level from the role name', () => {
    expect(roleLevel('dealer_user')).toBe('dealer');
    expect(roleLevel('tilth_admin')).toBe('tilth');
    expect(levelDepth(roleLevel('farm_admin'))).toBe(4);
  });
  it('labels roles for the profile menu', () => {
    expect(roleDisplayName('business_admin')).toBe('Business Admin');
    expect(roleDisplayName('farm_user')).toBe('Farm User');
  });
});
