import {
  dynamicBuild,
  provideCwdCustom,
  unknownToAbsolutePosixFilePath,
  provideDummyTracing,
  fs,
  pipe,
  provideConsole,
  T,
  L,
  NodeFsLive,
} from './contentlayer.js';
import { makeContentSource, type ContentSections } from '../../contentlayer.config.js';
import { toLf } from './line-endings.js';

/** What contentlayer2 returns for a doc or post: its fields plus `_raw` and `body.raw`. */
export interface LoadedDocument {
  type: 'Doc' | 'Post';
  _raw: { sourceFilePath: string; sourceFileDir: string; flattenedPath: string };
  body: { raw: string };
  [field: string]: unknown;
}

/**
 * Runs contentlayer2 in memory (no `.contentlayer` folder) over the content root, or over the
 * folders `only` includes less those it excludes (relative to the root), and returns every
 * document it accepted. Documents it
 * skips are found by the caller, which compares with the files on disk: contentlayer only warns
 * about them.
 */
export async function loadDocuments(
  contentRoot: string,
  sections?: ContentSections,
  only?: { include: string[]; exclude: string[] },
): Promise<LoadedDocument[]> {
  // makeSource returns a factory of the source plugin, as contentlayer's own getConfig calls it.
  const source = await (makeContentSource(contentRoot, sections, only) as unknown as () => Promise<unknown>)();
  // The effect helpers are typed loosely in @contentlayer2/utils; these are the four we use.
  const E = T as unknown as {
    pipe: (...steps: unknown[]) => unknown;
    provideSomeLayer: (layer: unknown) => (effect: unknown) => unknown;
    either: (effect: unknown) => unknown;
    runPromise: (effect: unknown) => Promise<unknown>;
  };
  const effect = (pipe as unknown as (...steps: unknown[]) => unknown)(
    dynamicBuild({
      config: { source, esbuildHash: 'pipeline', filePath: `${process.cwd()}/contentlayer.config.ts` } as never,
      verbose: false,
    }),
    provideDummyTracing,
    provideCwdCustom(unknownToAbsolutePosixFilePath(process.cwd())),
    E.provideSomeLayer(lfFiles),
    E.provideSomeLayer(NodeFsLive),
    provideConsole,
    E.either,
  );
  const result = (await E.runPromise(effect)) as { _tag: 'Left' | 'Right'; left?: unknown; right?: { allDocuments: LoadedDocument[] } };
  if (result._tag === 'Left') throw new Error(`contentlayer2 failed: ${String((result.left as { toString(): string })?.toString?.() ?? result.left)}`);
  // contentlayer's list fields are effect `Chunk`s (not arrays; a Symbol type id that a worker
  // thread cannot be sent). Their JSON form is plain data, and it is what the document cache
  // holds, so a cold build and a warm one see the same documents.
  return result.right!.allDocuments.map((doc) => JSON.parse(JSON.stringify(doc)) as LoadedDocument);
}

/**
 * contentlayer2's file system with `readFile` returning `\n` line endings: its YAML step rejects
 * CRLF front matter ("Unexpected scalar at node end") and would skip the file.
 */
const lfFiles = (L as unknown as { fromEffect: (tag: unknown) => (effect: unknown) => unknown }).fromEffect(fs.FsTag)(
  (T as unknown as { accessService: (tag: unknown) => (f: (s: FsService) => FsService) => unknown }).accessService(fs.FsTag)((service) => ({
    ...service,
    readFile: (path: string) => (T as unknown as { map_: (e: unknown, f: (s: string) => string) => unknown }).map_(service.readFile(path), toLf),
  })),
);

interface FsService {
  readFile: (path: string) => unknown;
  [operation: string]: unknown;
}
