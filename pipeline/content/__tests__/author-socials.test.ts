import { describe, expect, it } from 'vitest';
import { normalizeSocials } from '../author-socials';

describe('normalizeSocials (as the blog plugin of Docusaurus 3.5+ normalises an author’s socials)', () => {
  it('gives each known platform’s handle its prefix', () => {
    expect(
      normalizeSocials({
        x: 'quill_writes',
        twitter: 'quill_writes',
        github: 'quill-dev',
        linkedin: 'quill-maker',
        stackoverflow: 'q123',
        bluesky: 'quill.bsky.social',
        instagram: 'quill.pics',
        threads: 'quill.pics',
        mastodon: 'quill@fedi.example',
        twitch: 'quillstreams',
        youtube: 'quillcasts',
        email: 'quill@mail.example',
      }),
    ).toEqual({
      socials: {
        x: 'https://x.com/quill_writes',
        twitter: 'https://twitter.com/quill_writes',
        github: 'https://github.com/quill-dev',
        linkedin: 'https://www.linkedin.com/in/quill-maker/',
        stackoverflow: 'https://stackoverflow.com/users/q123',
        bluesky: 'https://bsky.app/profile/quill.bsky.social',
        instagram: 'https://www.instagram.com/quill.pics',
        threads: 'https://www.threads.net/@quill.pics',
        mastodon: 'https://mastodon.social/@quill@fedi.example',
        twitch: 'https://twitch.tv/quillstreams',
        youtube: 'https://youtube.com/@quillcasts',
        email: 'mailto:quill@mail.example',
      },
      problems: [],
    });
  });

  it('reads a Stack Overflow user id YAML gave as a number', () => {
    expect(normalizeSocials({ stackoverflow: 4821 })).toEqual({ socials: { stackoverflow: 'https://stackoverflow.com/users/4821' }, problems: [] });
  });

  it('keeps full URLs under their key as written, and lowercases a known platform’s key for a handle', () => {
    expect(
      normalizeSocials({ GitHub: 'https://code.example/quill', X: 'quill_writes', email: 'mailto:q@mail.example', homepage: 'http://quill.example/' }),
    ).toEqual({
      socials: { GitHub: 'https://code.example/quill', x: 'https://x.com/quill_writes', email: 'mailto:q@mail.example', homepage: 'http://quill.example/' },
      problems: [],
    });
  });

  it('keeps another platform’s handle as it is', () => {
    expect(normalizeSocials({ codeberg: 'quill' })).toEqual({ socials: { codeberg: 'quill' }, problems: [] });
  });

  it('refuses a path that is no full URL, a value that is not text, an empty handle, and socials that are no mapping', () => {
    const { socials, problems } = normalizeSocials({ github: 'github.com/quill', x: 7, codeberg: true, bluesky: '', Stackoverflow: 12, ok: 'fine' });
    expect(socials).toEqual({ ok: 'fine' });
    expect(problems).toEqual([
      expect.stringMatching(/^socials\.github is "github\.com\/quill", a path but no full URL; it must be a username/),
      expect.stringMatching(/^socials\.x is number 7; it must be/),
      expect.stringMatching(/^socials\.codeberg is boolean true; it must be/),
      expect.stringMatching(/^socials\.bluesky is empty; it must be/),
      expect.stringMatching(/^socials\.Stackoverflow is number 12; it must be/),
    ]);
    expect(normalizeSocials('quill').problems).toEqual([expect.stringMatching(/^socials must be a mapping of platform to .*; got string "quill"$/)]);
    expect(normalizeSocials(['quill']).problems).toHaveLength(1);
    expect(normalizeSocials(undefined)).toEqual({ socials: {}, problems: [] });
  });
});
