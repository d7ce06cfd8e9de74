/**
 * A blog author's `socials` (Docusaurus 3.5+), normalised as the blog plugin's `normalizeSocials`
 * does: each value becomes the link the theme draws. A full URL (`http://`, `https://`, `mailto:`)
 * is kept under its key as written; a handle on a platform Docusaurus knows (its key in any case)
 * gets that platform's prefix under the lowercased key; a handle on another platform is kept as it
 * is. A value with a `/` that is no full URL, or one that is not text, is an error there (its
 * schema turns a Stack Overflow user id that YAML read as a number into text first), so it is
 * one here.
 */

const PREFIXES: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  // `user@other.server` is a handle too: mastodon.social redirects to the user's server.
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
};

const VALID = 'a username, user id or handle (a Stack Overflow id may be a number), or a full http(s):// or mailto: URL';

export interface NormalizedSocials {
  socials: Record<string, string>;
  /** One message per bad entry (or one when `socials` is no mapping at all). */
  problems: string[];
}

export function normalizeSocials(input: unknown): NormalizedSocials {
  if (input === undefined || input === null) return { socials: {}, problems: [] };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { socials: {}, problems: [`socials must be a mapping of platform to ${VALID}; got ${describe(input)}`] };
  }
  const socials: Record<string, string> = {};
  const problems: string[] = [];
  for (const [platform, raw] of Object.entries(input as Record<string, unknown>)) {
    // Docusaurus's schema accepts a number for Stack Overflow only (YAML reads `82609` as one).
    const value = typeof raw === 'number' && platform === 'stackoverflow' ? String(raw) : raw;
    if (typeof value !== 'string') {
      problems.push(`socials.${platform} is ${describe(raw)}; it must be ${VALID}`);
      continue;
    }
    // The schema's keys are the platforms, spelled in lowercase: on them an empty text is refused.
    if (value === '' && Object.hasOwn(PREFIXES, platform)) problems.push(`socials.${platform} is empty; it must be ${VALID}`);
    else if (/^(https?:\/\/|mailto:)/.test(value)) socials[platform] = value;
    else if (value.includes('/')) problems.push(`socials.${platform} is "${value}", a path but no full URL; it must be ${VALID}`);
    else {
      const prefix = PREFIXES[platform.toLowerCase()];
      if (prefix) socials[platform.toLowerCase()] = prefix(value);
      else socials[platform] = value;
    }
  }
  return { socials, problems };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}
