import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { LANGUAGES } from '@tilth/domain/preferences/language';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue of the project (web, server, domain: `locales/[<part>.]<language>.json`) in every
 * language: the same keys as English, each message valid ICU with the same arguments (issue 34).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = /^(?:([\w-]+)\.)?([a-z]{2})\.json$/;

function catalogueFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogueFiles(full, found);
    else if (path.basename(dir) === 'locales' && FILE.test(entry.name)) found.push(full);
  }
  return found;
}

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(tokens: Token[], names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      for (const option of token.cases) argumentsOf(option.tokens, names);
    }
  }
  return names;
}

const files = ['packages/web/src', 'packages/server/src', 'packages/domain/src'].flatMap((dir) => catalogueFiles(path.join(root, dir)));
const groups = new Map<string, Map<string, Record<string, string>>>();
for (const file of files) {
  const [, part = '', language = ''] = FILE.exec(path.basename(file))!;
  const group = path.join(path.dirname(file), part);
  if (!groups.has(group)) groups.set(group, new Map());
  groups.get(group)!.set(language, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(groups.size).toBeGreaterThan(0);
  });

  for (const [group, languages] of groups) {
    const name = path.relative(root, group);
    it(`${name}: every language has English's keys, valid ICU and the same arguments`, () => {
      const english = languages.get('en');
      expect(english, `${name} has no English file`).toBeDefined();
      for (const language of LANGUAGES) {
        const messages = languages.get(language);
        expect(messages, `${name} has no ${language} file`).toBeDefined();
        expect(Object.keys(messages!).sort(), `${name}: ${language} keys`).toEqual(Object.keys(english!).sort());
        for (const [key, message] of Object.entries(messages!)) {
          expect(typeof message, `${name} ${language} ${key}`).toBe('string');
          expect(message.trim(), `${name} ${language} ${key} is empty`).not.toBe('');
          // ICU quoting: a lone apostrophe before a brace quotes the brace ('{field}' would print "{field}").
          expect(/(^|[^'])'[{}#]/.test(message), `${name} ${language} ${key}: write '' for an apostrophe beside a brace`).toBe(false);
          const tokens = parse(message);
          expect([...argumentsOf(tokens)].sort(), `${name} ${language} ${key} arguments`).toEqual(
            [...argumentsOf(parse(english![key]!))].sort(),
          );
        }
      }
    });
  }
});
