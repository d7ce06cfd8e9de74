/**
 * The shape of one emit step and where it writes. Apart from `emit.ts` so that a step's own module
 * (feeds, sitemap, host rules, search) can name the type without importing the list of steps.
 */
import type { Manifest } from '../../common/contract.js';
import type { SiteModel } from './site.js';

/** Where emit steps write: the build's temporary folder, or dev mode's in-memory store. */
export interface OutputSink {
  /** Writes JSON under a content-hashed name and returns its public path (`/_data/...`). */
  writeHashedJson(folder: string, name: string, value: unknown): string;
  /**
   * `writeHashedJson` for JSON whose bytes `key` names (a route chunk with a stored body,
   * emit/chunk-text.ts): the file the same key named in the last output is linked, and `make` is
   * called only when there is none. Only the build's writer has it; dev mode's store compares values.
   */
  writeKnownJson?(folder: string, name: string, key: string, make: () => string): string;
  /**
   * The file the last output made from the same inputs (`key`), linked into this output without
   * being read or made again: its path from the output root and size; null when there is none, and
   * the caller makes it and names it (`keyedFile`). Only the build's writer has it.
   */
  linkKeyed?(key: string): { file: string; size: number } | null;
  /** Names a file this output holds (its path from the output root and its size) as what `key` makes. */
  keyedFile?(key: string, file: string, size: number): void;
  /**
   * Links a content-hashed file of `size` bytes from the last output, where it has it (its name
   * says its bytes): false when it has not, and the caller writes it. Only the build's writer has it.
   */
  linkKnown?(relativePath: string, size: number): boolean;
  write(relativePath: string, data: string | Buffer): void;
  /** A file written a part at a time as its parts are made (a large file is never held whole); complete once closed. */
  openFile(relativePath: string): OutputFileStream;
  copyDir(from: string, to?: string): void;
}

export interface OutputFileStream {
  write(part: string): void;
  close(): void;
}

/** The manifest as steps fill it in; `emitSite` adds the build id and route table and writes it last. */
export type ManifestDraft = Omit<Manifest, 'buildId' | 'routeTable'>;

/**
 * One output of the build. The one-shot build runs every step in `emitSteps`; dev mode runs them in
 * tiers (pipeline/dev/incremental-emit.ts: page steps on each save, search after, the rest when
 * one of their files is requested). A step may add to the manifest draft (it is written after all
 * steps ran; in dev, only the page and search steps' additions reach it).
 */
export type EmitStep = (model: SiteModel, out: OutputSink, manifest: ManifestDraft) => void | Promise<void>;

const concurrent = new WeakSet<EmitStep>();

/**
 * Marks a step whose waiting (on a worker thread) may overlap the steps after it: `emitSite` starts
 * it in its turn, runs the next steps meanwhile, and writes the manifest once it has ended. Only
 * for a step that reads nothing the later steps change and writes files of its own.
 */
export function concurrently(step: EmitStep): EmitStep {
  concurrent.add(step);
  return step;
}

export const isConcurrent = (step: EmitStep) => concurrent.has(step);
