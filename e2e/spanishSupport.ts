import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const webSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'src');

function catalogueFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogueFiles(full, found);
    else if (path.basename(dir) === 'locales' && /(?:^|\.)en\.json$/.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * The web app's English sentences that Spanish words differently, as they'd appear on a screen: plain
 * messages (no placeholders or markup), from every catalogue. One of them on a Spanish screen is a
 * word left untranslated.
 */
export function englishOnlyMessages(): Set<string> {
  const english = new Set<string>();
  for (const file of catalogueFiles(webSrc)) {
    const en = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const es = JSON.parse(fs.readFileSync(file.replace(/en\.json$/, 'es.json'), 'utf8')) as Record<string, string>;
    const spanish = new Set(Object.values(es));
    for (const [key, message] of Object.entries(en)) {
      if (/[{}<]/.test(message) || !/\p{L}{3,}/u.test(message)) continue;
      if (es[key] === message || spanish.has(message)) continue;
      english.add(message.replace(/''/g, "'"));
    }
  }
  return english;
}

/** The visible text of the page: each element's own text, and the labels and placeholders a user reads. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The catalogue's English sentences still on the page. */
export async function englishLeft(page: Page, english: Set<string>): Promise<string[]> {
  return [...new Set((await visibleTexts(page)).filter((text) => english.has(text)))];
}
