import { describe, expect, it } from 'vitest';
import { DEFAULT_ROWS, filledRows } from './inviteRows';

describe('invite rows', () => {
  it('start as two member rows: administrator only when chosen (issue 27)', () => {
    expect(DEFAULT_ROWS).toEqual([
      { email: '', type: 'user' },
      { email: '', type: 'user' },
    ]);
  });

  it('send only the rows with an e-mail and remember where each came from', () => {
    const rows = [
      { email: '', type: 'admin' as const },
      { email: ' bo@farm.example ', type: 'user' as const },
      { type: 'admin' as const },
      { email: 'cy@farm.example', type: 'admin' as const },
    ];
    expect(filledRows(rows)).toEqual({
      users: [
        { email: 'bo@farm.example', type: 'user' },
        { email: 'cy@farm.example', type: 'admin' },
      ],
      rowOf: [1, 3],
    });
    expect(filledRows(DEFAULT_ROWS).users).toEqual([]);
  });
});
