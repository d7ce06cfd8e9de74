import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors } from '../authors';

function load(name: string, text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'authors-')), name);
  writeFileSync(path, text);
  const problems: string[] = [];
  const authors = loadAuthors(path, (line, message) => problems.push(`${line}: ${message}`));
  return { authors, problems };
}

describe('loadAuthors: socials', () => {
  it('reads an authors.yml author’s socials as links, and none when absent', () => {
    const { authors, problems } = load(
      'authors.yml',
      [
        'wren:',
        '  name: Wren Dale',
        '  socials:',
        '    github: wren-dev',
        '    stackoverflow: 31337',
        '    homepage: https://wren.example',
        'pell:',
        '  name: Pell',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(authors.get('wren')?.socials).toEqual({
      github: 'https://github.com/wren-dev',
      stackoverflow: 'https://stackoverflow.com/users/31337',
      homepage: 'https://wren.example',
    });
    expect(authors.get('pell')).toEqual({ key: 'pell', name: 'Pell' });
  });

  it('reads them from an authors.json', () => {
    const { authors, problems } = load('authors.json', JSON.stringify({ wren: { name: 'Wren', socials: { x: 'wren_x', email: 'wren@mail.example' } } }));
    expect(problems).toEqual([]);
    expect(authors.get('wren')?.socials).toEqual({ x: 'https://x.com/wren_x', email: 'mailto:wren@mail.example' });
  });

  it('reports every bad entry at its own line and keeps the good ones', () => {
    const { authors, problems } = load(
      'authors.yml',
      [
        'wren:',
        '  name: Wren',
        '  socials:',
        '    github: github.com/wren',
        '    x: wren_x',
        '    bluesky: 12',
        'pell:',
        '  name: Pell',
        '  socials: pell_handle',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^4: author "wren": socials\.github is "github\.com\/wren", a path but no full URL/),
      expect.stringMatching(/^6: author "wren": socials\.bluesky is number 12; it must be/),
      expect.stringMatching(/^9: author "pell": socials must be a mapping of platform to/),
    ]);
    expect(authors.get('wren')?.socials).toEqual({ x: 'https://x.com/wren_x' });
    expect(authors.get('pell')?.socials).toBeUndefined();
  });
});
