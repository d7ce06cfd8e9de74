/**
 * `npm run new:doc -- <id>` and `npm run new:post -- <slug>` (option `--content <dir>`).
 */
import { newDoc, newPost } from './create.js';
import { ScaffoldError } from './names.js';

const [kind, ...rest] = process.argv.slice(2);
const i = rest.indexOf('--content');
const contentRoot = i >= 0 ? rest[i + 1]! : (process.env.CONTENT_ROOT ?? 'content');
const name = rest.find((a, j) => !a.startsWith('--') && (i < 0 || j !== i + 1));

if (!name || (kind !== 'doc' && kind !== 'post')) {
  console.error(
    kind === 'post'
      ? 'usage: npm run new:post -- <slug>   (for example new-config-flow-helpers)'
      : 'usage: npm run new:doc -- <id>   (for example core/entity/light-sensor)',
  );
  process.exit(2);
}
try {
  const created = kind === 'doc' ? newDoc(contentRoot, name) : newPost(contentRoot, name);
  console.log(`created ${created.file}\n${created.next}`);
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new:${kind}: ${error.message}`);
  process.exit(1);
}
