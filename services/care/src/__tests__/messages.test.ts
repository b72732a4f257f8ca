import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isMessageKey, MESSAGES } from '@ministry/contracts/messages';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });

describe('refusals', () => {
  it('name only message keys with an English and a Spanish text', () => {
    const text = sources(join(__dirname, '..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const keys = new Set(text.match(/'(care|api)\.[A-Za-z]+'/g)!.map((key) => key.slice(1, -1)));
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) {
      expect([key, isMessageKey(key)]).toEqual([key, true]);
      const texts = MESSAGES[key as keyof typeof MESSAGES];
      expect([key, !!texts.en, !!texts.es]).toEqual([key, true, true]);
    }
  });
});
