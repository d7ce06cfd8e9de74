/** The platforms theme-classic names in an author's `socials`, by key, with the label it shows. */
export const SOCIAL_PLATFORMS = {
  twitter: 'Twitter',
  github: 'GitHub',
  stackoverflow: 'Stack Overflow',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
  email: 'Email',
} as const;

export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;

/** A `socials` key's platform and label: another key is its own label, with the default icon (`platform` null). */
export function socialPlatform(key: string): { platform: SocialPlatform | null; label: string } {
  return Object.hasOwn(SOCIAL_PLATFORMS, key)
    ? { platform: key as SocialPlatform, label: SOCIAL_PLATFORMS[key as SocialPlatform] }
    : { platform: null, label: key };
}
