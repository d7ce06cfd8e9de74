import { describe, expect, it } from 'vitest';
import { dataBlockText, scriptKind } from '../head-scripts.js';

describe('scriptKind', () => {
  it('is code for no type, a JavaScript MIME type (any case, with parameters) or module', () => {
    expect(scriptKind(undefined)).toBe('classic');
    expect(scriptKind('')).toBe('classic');
    expect(scriptKind('text/javascript')).toBe('classic');
    expect(scriptKind(' Application/JavaScript; charset=utf-8 ')).toBe('classic');
    expect(scriptKind('text/ecmascript')).toBe('classic');
    expect(scriptKind('module')).toBe('module');
  });

  it('is a data block for any other type, which no browser runs', () => {
    expect(scriptKind('application/ld+json')).toBe('data');
    expect(scriptKind('application/json')).toBe('data');
    expect(scriptKind('text/x-template')).toBe('data');
    expect(scriptKind('text/babel')).toBe('data');
  });

  it('names import maps and speculation rules, which are neither', () => {
    expect(scriptKind('importmap')).toBe('importmap');
    expect(scriptKind('speculationrules')).toBe('speculationrules');
  });
});

describe('dataBlockText', () => {
  it('cannot end its script element or open a comment, and stays the same JSON', () => {
    const json = JSON.stringify({ note: '</script><script>alert(1)</script> <!-- x' });
    const written = dataBlockText(json, 'application/ld+json');
    expect(written).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(written)).toEqual(JSON.parse(json));
  });

  it('breaks only those two sequences in other types', () => {
    expect(dataBlockText('<p>a</p></SCRIPT> <!-- b', 'text/x-template')).toBe('<p>a</p><\\/SCRIPT> <\\!-- b');
  });
});
