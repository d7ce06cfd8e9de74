import { Link } from '@theme/Link';
import type { CustomPageProps } from '../../web/pages/CustomPage';
import { formatDate } from '@theme/PostMeta/format-date';
import './index.css';

const AREAS = [
  { title: 'Overview', route: '/docs/architecture_index', text: 'How the operating system, Supervisor, Core and frontend fit together.' },
  { title: 'Core', route: '/docs/development_index', text: 'Build integrations: entities, config flows, devices and the event loop.' },
  { title: 'Frontend', route: '/docs/frontend', text: 'Work on the web UI or ship custom cards, badges and panels.' },
  { title: 'Supervisor', route: '/docs/supervisor', text: 'The service that runs add-ons, backups and updates, and its API.' },
  { title: 'Add-ons', route: '/docs/add-ons', text: 'Package extra software as containers the Supervisor installs.' },
  { title: 'Operating System', route: '/docs/operating-system', text: 'The appliance OS: boards, partitions, updates and debugging.' },
  { title: 'Voice', route: '/docs/voice/overview', text: 'Assist pipelines, intents and sentences in dozens of languages.' },
  { title: 'Translations', route: '/docs/translations', text: 'Help translate the platform, or localise your integration.' },
];

const POPULAR = [
  { title: 'Set up a development environment', route: '/docs/development_environment' },
  { title: 'Create your first integration', route: '/docs/creating_component_index' },
  { title: 'Config flows', route: '/docs/config_entries_config_flow_handler' },
  { title: 'Entities', route: '/docs/core/entity' },
  { title: 'Integration quality scale', route: '/docs/core/integration-quality-scale/' },
  { title: 'Custom cards', route: '/docs/frontend/custom-ui/custom-card' },
];

export default function HomePage({ chunk, site }: CustomPageProps) {
  return (
    <main id="main-content" tabIndex={-1}>
      <section className="hero">
        <div className="container">
          <h1>{site.title}</h1>
          <p className="hero-tagline">{site.tagline}</p>
          <div className="hero-actions">
            <Link href="/docs/development_index" className="button">
              Start building
            </Link>
            <Link href="/blog" className="button button-secondary">
              Read the developer blog
            </Link>
          </div>
        </div>
      </section>
      <div className="container home-sections">
        <section aria-labelledby="home-structure">
          <h2 id="home-structure">Documentation structure</h2>
          <ul className="home-areas">
            {AREAS.map((a) => (
              <li key={a.route}>
                <Link href={a.route}>{a.title}</Link>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="home-columns">
          <section aria-labelledby="home-popular">
            <h2 id="home-popular">Popular topics</h2>
            <ul className="home-list">
              {POPULAR.map((p) => (
                <li key={p.route}>
                  <Link href={p.route}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="home-news">
            <h2 id="home-news">Latest from the blog</h2>
            <ul className="home-list">
              {chunk.data.latestPosts.map((p) => (
                <li key={p.route}>
                  <Link href={p.route}>{p.title}</Link> <time dateTime={p.date}>{formatDate(p.date)}</time>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
