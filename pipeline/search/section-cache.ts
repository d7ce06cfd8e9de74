/**
 * A page's search sections (`sectionsOf`) kept between builds by its stored body's hash
 * (compile/stored-body.ts): a warm build makes the records of an unchanged page without reading its
 * body into a tree. One file per content root, under the pipeline's version (which changes with
 * `sectionsOf`); each build keeps only the sections it used.
 */
import { readKeyedEntries, writeKeyedEntries } from '../cache/keyed-json-file.js';
import { pipelineVersion } from '../cache/version.js';
import { storedBodyOf } from '../compile/stored-body.js';
import { sectionsOf, type SearchablePage, type Section } from './records.js';

export class SectionCache {
  readonly stats = { made: 0, cached: 0 };
  private stored: { [hash: string]: Section[] } | null = null;
  private readonly used = new Map<string, Section[]>();
  /** What had been made and used when `save` last wrote. */
  private saved: { made: number; used: number } | null = null;

  /** `file` null: nothing kept (every page's sections are made from its body). */
  constructor(private readonly file: string | null) {}

  /** The page's sections: kept ones for a stored body seen before, else made from its body. */
  of(page: SearchablePage): Section[] {
    const body = this.file ? storedBodyOf(page) : undefined;
    if (!body) return sectionsOf(page.body);
    const known = this.used.get(body.hash) ?? this.read()[body.hash];
    if (known) {
      this.stats.cached++;
      this.used.set(body.hash, known);
      return known;
    }
    const made = sectionsOf(page.body);
    this.stats.made++;
    this.used.set(body.hash, made);
    return made;
  }

  /**
   * Writes the sections this build used, when they differ from those it read and from those it
   * last wrote: the build saves once its site's records are made (while its search thread works)
   * and again at the end, which writes only when a locale's records added some.
   */
  save(): void {
    if (!this.file) return;
    const now = { made: this.stats.made, used: this.used.size };
    const unchanged = this.saved
      ? this.saved.made === now.made && this.saved.used === now.used
      : now.made === 0 && now.used === Object.keys(this.read()).length;
    if (unchanged) return;
    writeKeyedEntries(this.file, pipelineVersion(), Object.fromEntries(this.used));
    this.saved = now;
  }

  private read(): { [hash: string]: Section[] } {
    return (this.stored ??= readKeyedEntries<Section[]>(this.file, pipelineVersion()));
  }
}
