// The game's messages as the catalogs under locales/ write them, for tests that look for a
// button or a heading by its name in another language. Only messages written on one line
// without placeholders are read (names of buttons, headings, options); others are left out.
import { readFileSync, readdirSync } from 'node:fs';
import { ROOT } from './suite.mjs';

const cache = new Map();

/** The one-line message `id` of language `lang` ("fr", "pt-BR"). */
export function msg(lang, id) {
  if (!cache.has(lang)) {
    const messages = new Map();
    const dir = `${ROOT}locales/${lang}`;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ftl'))) {
      for (const line of readFileSync(`${dir}/${file}`, 'utf8').split('\n')) {
        const m = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
        if (m && !m[2].includes('{')) messages.set(m[1], m[2].trim());
      }
    }
    cache.set(lang, messages);
  }
  const text = cache.get(lang).get(id);
  if (text === undefined) throw new Error(`no one-line message ${id} in ${lang}`);
  return text;
}

/**
 * The one-line message `id` of language `lang` as its catalog writes it, placeholders and all
 * ("Kemps could not start: { $problem }. …"), for the sentences the page says before the game runs.
 */
export function line(lang, id) {
  const text = new RegExp(`^${id} = (.+)$`, 'm').exec(readFileSync(`${ROOT}locales/${lang}/page.ftl`, 'utf8'))?.[1];
  if (text === undefined) throw new Error(`no one-line message ${id} in ${lang}/page.ftl`);
  return text.trim();
}

/** The five languages, by tag. */
export const LANGS = ['en', 'fr', 'pt-BR', 'es', 'de'];
