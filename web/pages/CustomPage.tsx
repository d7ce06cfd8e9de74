import { lazy, Suspense, type ComponentType } from 'react';
import type { PageChunk, SiteConfigJson } from '../../pipeline/contract';
import { Spinner } from '../theme/Spinner';
import { SearchPage } from './SearchPage';
import { DefaultHome } from './DefaultHome';

export interface CustomPageProps {
  chunk: PageChunk;
  site: SiteConfigJson;
}

// Page modules under content/pages/ are bundled lazily, one chunk each.
const modules = import.meta.glob<{ default: ComponentType<CustomPageProps> }>('@content/pages/*.tsx');
const pages = new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.tsx$/, '$1'), lazy(load)]));

export function CustomPage({ chunk, site }: CustomPageProps) {
  if (chunk.component === 'search') return <SearchPage />;
  if (chunk.component === 'default-home') return <DefaultHome chunk={chunk} site={site} />;
  const Page = pages.get(chunk.component);
  if (!Page) throw new Error(`No page module content/pages/${chunk.component}.tsx`);
  return (
    <Suspense fallback={<Spinner />}>
      {/* The lazy components are created once at module load; looking one up creates nothing. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page chunk={chunk} site={site} />
    </Suspense>
  );
}
