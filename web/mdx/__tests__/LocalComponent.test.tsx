import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { LocalComponent } from '../LocalComponent';
import { renderHast } from '../render-hast';
import JsxPropsScope from '../JsxPropsScope';
import type { HastNode } from '../../../common/contract';
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
    'src/Rows.js': () =>
      Promise.resolve({
        default: ({ rows }: { rows: { name: string; note: ReactNode }[] }) => (
          <ul>
            {rows.map((r) => (
              <li key={r.name}>
                {`${r.name}: `}
                {r.note}
              </li>
            ))}
          </ul>
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

describe("JSX props deeper in a prop, and the scope of theme components' JSX props", () => {
  it("set a field inside the site component's data by its path, leaving the chunk's data as it came", async () => {
    await loadLocalComponentsFor({ type: 'element', tagName: 'LocalComponent', properties: { component: 'src/Rows.js' }, children: [] });
    const rows = [{ name: 'wick' }, { name: 'globe', note: 'clear' }];
    // Inside the scope the build puts around it (pipeline/mdx/hast-json.ts).
    const html = renderToString(
      <JsxPropsScope>
        <LocalComponent component="src/Rows.js" rows={rows}>
          {createElement('LocalComponentProp', { name: 'rows.0.note' }, 'trim ', <em key="e">flat</em>)}
        </LocalComponent>
      </JsxPropsScope>,
    );
    expect(html).toBe('<!--$--><ul><li>wick: <!-- -->trim <em>flat</em></li><li>globe: <!-- -->clear</li></ul><!--/$-->');
    expect(rows).toEqual([{ name: 'wick' }, { name: 'globe', note: 'clear' }]);
  });

  it("give each element below the scope its props back (a tab's label read by its Tabs), drawing nothing of their own", () => {
    // What pipeline/mdx/hast-json.ts writes around a theme component given JSX props.
    const tree: HastNode = {
      type: 'element',
      tagName: 'JsxPropsScope',
      children: [
        {
          type: 'element',
          tagName: 'Shelf',
          children: [
            {
              type: 'element',
              tagName: 'Item',
              properties: { value: 'a' },
              children: [
                {
                  type: 'element',
                  tagName: 'LocalComponentProp',
                  properties: { name: 'label' },
                  children: [{ type: 'element', tagName: 'b', children: [{ type: 'text', value: 'Alpha' }] }],
                },
                { type: 'text', value: 'first' },
              ],
            },
            {
              type: 'element',
              tagName: 'Item',
              properties: { value: 'b' },
              children: [{ type: 'element', tagName: 'LocalComponentProp', properties: { name: 'label' }, children: [{ type: 'text', value: 'Beta' }] }],
            },
          ],
        },
      ],
    };
    const Item = ({ children }: { children?: ReactNode }) => <p>{children}</p>;
    // Reads its items' labels from their props, as Docusaurus's Tabs does.
    const Shelf = ({ children }: { children: { props: { label: ReactNode } }[] }) => (
      <div>
        {children.map((c, i) => (
          <span key={i}>{c.props.label}</span>
        ))}
        {children as unknown as ReactNode}
      </div>
    );
    const html = renderToString(renderHast(tree, { JsxPropsScope, Shelf, Item }));
    expect(html).toBe('<div><span><b>Alpha</b></span><span>Beta</span><p>first</p><p></p></div>');
  });
});
