import { describe, expect, it } from 'vitest';
import { mermaidConfig } from '../config';

describe('mermaid settings', () => {
  it('uses the site themes, strict security always', () => {
    expect(mermaidConfig('light', { light: 'default', dark: 'dark' })).toEqual({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
    expect(mermaidConfig('dark', { light: 'default', dark: 'dark' })).toEqual({ startOnLoad: false, securityLevel: 'strict', theme: 'dark' });
    expect(mermaidConfig('light').theme).toBe('neutral');
  });
  it('lightens what a light theme draws on the page in dark mode, and nothing else', () => {
    const dark = mermaidConfig('dark', { light: 'neutral', dark: 'forest' });
    expect(dark.theme).toBe('forest');
    expect(dark.securityLevel).toBe('strict');
    const vars = (dark as { themeVariables?: Record<string, string> }).themeVariables!;
    for (const key of ['lineColor', 'arrowheadColor', 'signalColor', 'signalTextColor', 'transitionColor']) expect(vars[key]).toBe('#c9d1d9');
    // Node fills and their text keep the theme's own colours.
    expect(Object.keys(vars)).not.toContain('nodeTextColor');
    expect(Object.keys(vars)).not.toContain('primaryColor');
  });
});
