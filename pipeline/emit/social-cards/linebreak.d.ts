// The `linebreak` package (UAX #14 line breaking, what satori breaks lines with) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity: the offset it is at, and whether the break is required (a newline). */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
