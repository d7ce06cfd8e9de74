import { describe, expect, it } from 'vitest';
import { jsonRequiresAsImports } from '../plugins/json-requires';

describe('jsonRequiresAsImports', () => {
  it("makes an ES module's require of a JSON file a default import of it, once per file, wherever it is called", () => {
    const code = [
      "import React from 'react';",
      "const posts = require('../../.docusaurus/blog/posts.json');",
      'export default function Home() { return require(\'../../.docusaurus/blog/posts.json\').items.length + require("./kilns.json").length; }',
    ].join('\n');
    expect(jsonRequiresAsImports('/site/src/pages/index.js', code)).toBe(
      [
        'import __json_require_0 from "../../.docusaurus/blog/posts.json";import __json_require_1 from "./kilns.json";import React from \'react\';',
        'const posts = __json_require_0;',
        'export default function Home() { return __json_require_0.items.length + __json_require_1.length; }',
      ].join('\n'),
    );
  });

  it('leaves CommonJS modules, other requires and text without any alone', () => {
    expect(jsonRequiresAsImports('/site/a.js', "const data = require('./data.json');\nmodule.exports = data;")).toBeNull();
    expect(jsonRequiresAsImports('/site/b.js', "import x from 'x';\nconst y = require('./y.js');\nexport default { x, y, note: '.json' };")).toBeNull();
    expect(jsonRequiresAsImports('/site/c.js', "import x from 'x';\nexport default x;")).toBeNull();
  });
});
