import { frontMatterDay } from '../routes/front-matter-date.js';

/** A contentlayer field definition, reduced to what we check. */
export interface FieldDef {
  type: string;
  required?: boolean;
  options?: readonly string[];
  of?: { type: string };
}

/**
 * Explains why contentlayer2 skipped a document: which field, what it holds and what would be
 * valid. contentlayer itself only logs a warning and leaves the document out.
 */
export function checkFields(data: Record<string, unknown>, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  for (const [name, def] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (def.required) problems.push(`front matter field \`${name}\` is required (${describe(def)})`);
      continue;
    }
    if (!matches(value, def)) problems.push(`front matter field \`${name}\` must be ${describe(def)}, got ${JSON.stringify(value)}`);
  }
  return problems;
}

function matches(value: unknown, def: FieldDef): boolean {
  switch (def.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return frontMatterDay(value) !== null;
    case 'enum':
      return typeof value === 'string' && (def.options ?? []).includes(value);
    case 'list':
      return Array.isArray(value) && (!def.of || value.every((v) => matches(v, def.of as FieldDef)));
    default:
      return true;
  }
}

function describe(def: FieldDef): string {
  switch (def.type) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return '`true` or `false`';
    case 'date':
      return 'a date (YYYY-MM-DD)';
    case 'enum':
      return `one of ${(def.options ?? []).map((o) => `"${o}"`).join(', ')}`;
    case 'list':
      return `a list of ${def.of ? describe(def.of).replace(/^an? /, '') + 's' : 'values'}`;
    default:
      return def.type;
  }
}
