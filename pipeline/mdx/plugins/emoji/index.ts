import remarkEmoji from 'remark-emoji';

/**
 * `:lock:` and `:+1:` shortcodes become the emoji, as Docusaurus's MDX loader does by default
 * (remark-emoji is one of its default remark plugins). Text only: code and link targets keep the
 * shortcode. It runs after heading ids, as in Docusaurus, so `## Locked :lock:` keeps the id `locked-lock`.
 */
export const remarkEmojiShortcodes = remarkEmoji;
