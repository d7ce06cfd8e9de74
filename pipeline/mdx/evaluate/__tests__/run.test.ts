import { describe, expect, it } from 'vitest';
import { runModule } from '../run';

describe('runModule: the modules the build provides, as imported by bundled code', () => {
  it("gives a provided module's data default to both import forms without changing the build's own object", () => {
    const shared = { customFields: { shelf: 3 } };
    const code = [
      "const esm = require('@generated/docusaurus.config');",
      'exports.viaDefault = esm.default.customFields.shelf;',
      'exports.viaModule = esm.customFields.shelf;',
    ].join('\n');
    const out = runModule(code, { '@generated/docusaurus.config': () => ({ default: shared }) });
    expect(out).toEqual({ viaDefault: 3, viaModule: 3 });
    // Still the JSON the build hands on (the client bundle's settings): no `default` pointing back at itself.
    expect(shared).toEqual({ customFields: { shelf: 3 } });
    expect(() => JSON.stringify(shared)).not.toThrow();
  });

  it("keeps a function default's identity (a component is the same component wherever it is imported)", () => {
    const Lamp = () => null;
    const out = runModule("const m = require('lamp'); exports.same = m === m.default; exports.fn = m;", { lamp: () => ({ default: Lamp }) });
    expect(out.same).toBe(true);
    expect(out.fn).toBe(Lamp);
  });
});
