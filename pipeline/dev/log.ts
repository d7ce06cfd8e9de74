import type { DevPass } from './site.js';

/** One terminal line per pass, then the errors as `file:line:column: message`. */
export function printPass(pass: DevPass, what: string) {
  const routes =
    pass.routes.length > 5 ? `${pass.routes.slice(0, 5).join(', ')} and ${pass.routes.length - 5} more` : pass.routes.join(', ') || 'no route changed';
  console.log(`[dev] ${what} in ${pass.ms} ms: ${routes}`);
  for (const e of pass.errors) console.error(`${e.file}:${e.line}:${e.column}: error: ${e.message}`);
}
