import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import Head from '../Head';

describe('@docusaurus/Head rendered on the server', () => {
  it('marks its <html> and <body> attributes for the prerenderer (React renders the marks ahead of the page), beside its head elements', () => {
    const html = renderToString(
      <main>
        <Head>
          <html className="kiln-shelf kiln-page" data-glaze="matte" />
          <body className="kiln-open" />
          <title>Kiln</title>
        </Head>
        <p>Body</p>
      </main>,
    );
    expect(html).toBe(
      '<meta data-rh-attr="html class" content="kiln-shelf kiln-page"/><meta data-rh-attr="html data-glaze" content="matte"/><meta data-rh-attr="body class" content="kiln-open"/><title data-rh="true">Kiln</title><main><p>Body</p></main>',
    );
  });
});
