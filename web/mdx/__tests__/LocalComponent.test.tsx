import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LocalComponent, loadLocalComponentsFor } from '../LocalComponent';

const loads: string[] = [];
vi.mock('virtual:local-components', () => ({
  localComponents: {
    'src/Lamp.jsx': () => {
      loads.push('src/Lamp.jsx');
      return Promise.resolve({ default: ({ name }: { name: string }) => <b className="lamp">{name}</b> });
    },
    'docs/a.mdx#Unused': () => {
      loads.push('docs/a.mdx#Unused');
      return Promise.resolve({ default: () => <i /> });
    },
  },
}));

const chunk = {
  kind: 'doc',
  body: { type: 'root', children: [{ type: 'element', tagName: 'LocalComponent', properties: { component: 'src/Lamp.jsx' }, children: [] }] },
};

describe('a local component', () => {
  it('suspends until its module has loaded, then renders in the same pass once the route loaded it', async () => {
    // renderToString does not wait: a suspended boundary is left for the client (`<!--$!-->`).
    expect(renderToString(<LocalComponent component="src/Lamp.jsx" name="Porch" />)).toContain('<!--$!-->');
    await loadLocalComponentsFor(chunk);
    expect(renderToString(<LocalComponent component="src/Lamp.jsx" name="Porch" />)).toBe('<!--$--><b class="lamp">Porch</b><!--/$-->');
    // Only what the chunk renders is loaded, and a loaded module is not loaded again.
    const before = loads.length;
    await loadLocalComponentsFor(chunk);
    expect(loads.length).toBe(before);
    expect(loads).not.toContain('docs/a.mdx#Unused');
  });

  it('that is not in the registry shows its children in place', async () => {
    await loadLocalComponentsFor({ type: 'element', tagName: 'LocalComponent', properties: { component: 'src/Gone.jsx' }, children: [] });
    expect(renderToString(<LocalComponent component="src/Gone.jsx">kept</LocalComponent>)).toBe('<span class="local-component-missing">kept</span>');
  });
});
