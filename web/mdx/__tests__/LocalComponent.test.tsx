import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { LocalComponent } from '../LocalComponent';
import { loadLocalComponentsFor } from '../local-component-cache';

const loads: string[] = [];
vi.mock('virtual:local-components', () => ({
  localComponents: {
    'src/Lamp.jsx': () => {
      loads.push('src/Lamp.jsx');
      return Promise.resolve({ default: ({ name }: { name: string }) => <b className="lamp">{name}</b> });
    },
    'src/Gauge.js': () =>
      Promise.resolve({
        default: ({ caption, children }: { caption: ReactNode; children?: ReactNode }) => (
          <figure>
            <figcaption>{caption}</figcaption>
            {children}
          </figure>
        ),
      }),
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

describe("a local component's JSX props", () => {
  it('come out of its children into the props they name; the rest stay children', async () => {
    await loadLocalComponentsFor({ type: 'element', tagName: 'LocalComponent', properties: { component: 'src/Gauge.js' }, children: [] });
    const html = renderToString(
      <LocalComponent component="src/Gauge.js">
        {/* As the HAST renderer makes it: an element named by the tag, not a registered component. */}
        {createElement('LocalComponentProp', { name: 'caption' }, 'Flow through ', <code key="c">valve 1</code>)}
        <p>Reading</p>
      </LocalComponent>,
    );
    expect(html).toBe('<!--$--><figure><figcaption>Flow through <code>valve 1</code></figcaption><p>Reading</p></figure><!--/$-->');
  });
});
