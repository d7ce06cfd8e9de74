import type { SiteConfig } from '../common/site-config';

export default {
  title: 'Home Assistant Developer Docs',
  tagline: 'Everything you need to build for the open source home automation platform.',
  url: 'https://developers.home-assistant.io',
  baseUrl: '/',
  logo: { alt: 'Home Assistant Developers logo', src: '/img/logo.svg' },
  navbar: [
    {
      type: 'dropdown',
      label: 'Home Assistant',
      position: 'left',
      items: [
        { label: 'Overview', to: '/docs/architecture_index' },
        { label: 'Core', to: '/docs/development_index' },
        { label: 'Frontend', to: '/docs/frontend' },
        { label: 'Supervisor', to: '/docs/supervisor' },
        { label: 'Add-ons', to: '/docs/add-ons' },
        { label: 'Operating System', to: '/docs/operating-system' },
        { label: 'Voice', to: '/docs/voice/overview' },
        { label: 'Translations', to: '/docs/translations' },
      ],
    },
    { type: 'doc', docId: 'misc', label: 'Misc', position: 'left' },
    { label: 'Blog', to: '/blog', position: 'left' },
    { type: 'search', position: 'right' },
    { type: 'localeDropdown', position: 'right' },
  ],
  footer: {
    columns: [
      {
        title: 'More from Home Assistant',
        items: [
          { label: 'Homepage', href: 'https://www.home-assistant.io' },
          { label: 'Data Science Portal', href: 'https://data.home-assistant.io' },
          { label: 'Alerts', href: 'https://alerts.home-assistant.io' },
          { label: 'System Status', href: 'https://status.home-assistant.io' },
        ],
      },
      {
        title: 'Social',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/home-assistant' },
          { label: 'Mastodon', href: 'https://fosstodon.org/@homeassistant' },
          { label: 'Discord', href: 'https://www.home-assistant.io/join-chat' },
        ],
      },
      {
        title: 'Other',
        items: [
          { label: 'Privacy', href: 'https://www.home-assistant.io/privacy/' },
          { label: 'Security', href: 'https://www.home-assistant.io/security/' },
        ],
      },
    ],
    thanks: { text: 'Deploys by Netlify', href: 'https://www.netlify.com' },
    copyright: 'Copyright © 2025 Home Assistant. Built with an open source docs pipeline.',
  },
  announcement: {
    id: 'integration-quality-scale-2025',
    content: 'New: the integration quality scale has its own rule pages. See where your integration stands.',
    href: '/docs/core/integration-quality-scale/',
  },
  // Light by default; the reader's choice is remembered. Set respectPrefersColorScheme to follow the system.
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  // Page views go to Plausible when a measurement id is set here or in ANALYTICS_ID (never in deploy previews).
  analytics: { provider: 'plausible' },
  editUrl: 'https://github.com/home-assistant/developers.home-assistant/edit/master/',
  blog: { postsPerPage: 10, title: 'Developer blog', description: 'Developer-facing changes to the platform, as they happen.' },
  i18n: { locales: [{ code: 'en', label: 'English' }] },
} satisfies SiteConfig;
