import { describe, expect, it } from 'vitest';
import { splitName } from './splitName';

describe('splitName', () => {
  it('takes the last word as the last name', () => {
    expect(splitName('Dana Whitfield')).toEqual({ firstName: 'Dana', lastName: 'Whitfield' });
    expect(splitName('  Mary Ann  van Dyke ')).toEqual({ firstName: 'Mary Ann van', lastName: 'Dyke' });
  });

  it('copes with a single name and none', () => {
    expect(splitName('Avery')).toEqual({ firstName: 'Avery', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });
});
