import { defineDocumentType, makeSource } from './pipeline/content/contentlayer.js';
import { docFields, postFields } from './pipeline/content/fields.js';
import { docId, docRoute } from './pipeline/routes/docs.js';
import { postIdentity } from './pipeline/routes/blog.js';

/**
 * The document types: Docusaurus front matter, typed and validated by contentlayer2. The pipeline
 * (pipeline/content/load.ts) drives this config programmatically and compiles the bodies itself,
 * so contentlayer's own markdown step is switched off below.
 */

interface DocFields {
  _raw: { sourceFilePath: string };
  id?: string;
  slug?: string;
}
interface PostFields {
  _raw: { sourceFilePath: string };
  date?: string;
  slug?: string;
}

/** Where the documents are, relative to contentlayer's content folder (`docs`, `../shared/docs`, ...). */
export interface ContentSections {
  docs: string[];
  blog: string[];
}

const DEFAULT_SECTIONS: ContentSections = { docs: ['docs'], blog: ['blog'] };

/**
 * The fields as contentlayer gets them: a `date` as it is written. contentlayer's own date parsing
 * (`new Date(text)`) refuses dates Docusaurus reads (`2024-1-5T10:00:00Z`, a YAML 1.1 timestamp)
 * and would skip the post with a warning; the pipeline reads the date as Docusaurus does
 * (`routes/front-matter-date.ts`) and reports one it cannot read.
 */
const asWritten = <F extends Record<string, { type: string }>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, def.type === 'date' ? { ...def, type: 'json' as const } : def])) as F;

/** `docs/**\/*.{md,mdx}`, or `{a,b}/**\/*.{md,mdx}` for several folders. */
const pattern = (dirs: string[]) => (dirs.length === 0 ? '.none/*' : `${dirs.length === 1 ? dirs[0] : `{${dirs.join(',')}}`}/**/*.{md,mdx}`);

const docType = (sections: ContentSections) =>
  defineDocumentType(() => ({
    name: 'Doc',
    filePathPattern: pattern(sections.docs),
    contentType: 'markdown',
    fields: asWritten(docFields),
    computedFields: {
      docId: { type: 'string', resolve: (doc: DocFields) => docId({ relativePath: docsRelative(doc._raw.sourceFilePath), frontMatterId: doc.id }) },
      route: {
        type: 'string',
        resolve: (doc: DocFields) => docRoute({ relativePath: docsRelative(doc._raw.sourceFilePath), frontMatterId: doc.id, frontMatterSlug: doc.slug }),
      },
    },
  }));

export const Doc = docType(DEFAULT_SECTIONS);

const postType = (sections: ContentSections) =>
  defineDocumentType(() => ({
    name: 'Post',
    filePathPattern: pattern(sections.blog),
    contentType: 'markdown',
    fields: asWritten(postFields),
    computedFields: {
      route: { type: 'string', resolve: (post: PostFields) => safePost(post)?.route ?? '' },
      postDate: { type: 'string', resolve: (post: PostFields) => safePost(post)?.date ?? '' },
    },
  }));

export const Post = postType(DEFAULT_SECTIONS);

function docsRelative(path: string) {
  return path.replace(/^docs\//, '');
}

function safePost(post: { _raw: { sourceFilePath: string }; date?: string; slug?: string }) {
  try {
    return postIdentity({ relativePath: post._raw.sourceFilePath.replace(/^blog\//, ''), frontMatterDate: post.date, frontMatterSlug: post.slug });
  } catch {
    return null; // reported by the pipeline with the file and the reason
  }
}

/**
 * The source for a content root; the pipeline passes the root it was asked to build and where the
 * docs plugin instances and the blog keep their files (the computed fields above are right for the
 * default layout only: the pipeline computes ids and routes from the plugin options itself).
 */
export const makeContentSource = (contentDirPath: string, sections: ContentSections = DEFAULT_SECTIONS, only?: { include: string[]; exclude: string[] }) =>
  makeSource({
    contentDirPath,
    // Only docs and posts are documents: a Docusaurus folder also holds src/, static/, authors.yml
    // and _category_.json files, which contentlayer would otherwise try (and warn about). `only`
    // narrows it to the folders of the files the build has no cached document for.
    contentDirInclude: only?.include ?? (sections.docs.length + sections.blog.length ? [...sections.docs, ...sections.blog] : ['.none']),
    // Data files too: contentlayer takes a `.json`/`.yaml` file as a document and reads its `type`
    // field as a document type's name (a JSON Schema among the docs has `"type": "object"`), where
    // Docusaurus's docs and blog read Markdown only.
    contentDirExclude: ['static', 'pages', 'node_modules', '**/*.{json,yaml,yml}', ...(only?.exclude ?? [])],
    documentTypes: sections === DEFAULT_SECTIONS ? [Doc, Post] : [docType(sections), postType(sections)],
    // The pipeline compiles MDX itself (pipeline/mdx); contentlayer only parses front matter.
    markdown: (builder) => {
      builder.use(function noop(this: { parser: unknown; compiler: unknown }) {
        this.parser = () => ({ type: 'root', children: [] });
        this.compiler = () => '';
      });
    },
    onUnknownDocuments: 'skip-ignore',
    onExtraFieldData: 'ignore',
    disableImportAliasWarning: true,
  });

export default makeContentSource('content');
