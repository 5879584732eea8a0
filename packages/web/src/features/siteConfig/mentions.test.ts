import { describe, expect, it } from 'vitest';
import { insertMention, matchPeople, mentionedIds, mentionQueryAt } from './mentions';

describe('@-mentions in a note', () => {
  it('finds the mention typed at the caret, only after a word start', () => {
    expect(mentionQueryAt('Hi @fa', 6)).toEqual({ start: 3, query: 'fa' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi @Farm Ad', 11)).toEqual({ start: 3, query: 'Farm Ad' });
    expect(mentionQueryAt('mail me@example', 15)).toBeNull();
    expect(mentionQueryAt('Hi @fa and then more words here', 31)).toBeNull();
    expect(mentionQueryAt('Hi @fa\nnext', 11)).toBeNull();
  });

  it('replaces the query with the name and moves the caret after it', () => {
    const text = 'Hi @fa, look';
    expect(insertMention(text, { start: 3, query: 'fa' }, 6, 'Farm Admin')).toEqual({ text: 'Hi @Farm Admin , look', caret: 15 });
  });

  it('keeps the people still named in the text', () => {
    const chosen = [
      { objectId: 'a', name: 'Farm Admin' },
      { objectId: 'b', name: 'Dealer User' },
      { objectId: 'a', name: 'Farm Admin' },
    ];
    expect(mentionedIds('@Farm Admin please check', chosen)).toEqual(['a']);
  });

  it('matches names by any word start and usernames by their start', () => {
    const people = [
      { name: 'Farm Admin', username: 'farm.admin' },
      { name: 'Dealer User', username: 'dealer.user' },
    ];
    expect(matchPeople(people, 'adm').map((p) => p.name)).toEqual(['Farm Admin']);
    expect(matchPeople(people, 'dealer.').map((p) => p.name)).toEqual(['Dealer User']);
    expect(matchPeople(people, '')).toHaveLength(2);
  });
});
