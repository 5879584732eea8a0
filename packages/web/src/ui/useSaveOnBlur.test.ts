import { emailField, requiredText, searchText } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { valueToSave } from './useSaveOnBlur';

describe('valueToSave', () => {
  it('saves a valid, changed value as the schema parses it', () => {
    expect(valueToSave(emailField('Email'), ' Ann@Farm.Example ', 'old@farm.example')).toBe('ann@farm.example');
    expect(valueToSave(requiredText('Name'), 'Ann Lee ', 'Ann')).toBe('Ann Lee');
  });

  it('saves nothing when the value is invalid', () => {
    expect(valueToSave(requiredText('Name'), '  ', 'Ann')).toBeUndefined();
    expect(valueToSave(emailField('Email'), 'ann@', 'ann@farm.example')).toBeUndefined();
  });

  it('saves nothing when the value did not change (trimmed, and empty equals missing)', () => {
    expect(valueToSave(requiredText('Name'), 'Ann ', 'Ann')).toBeUndefined();
    expect(valueToSave(searchText, '', null)).toBeUndefined();
  });
});
