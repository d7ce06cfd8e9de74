import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DevProblem } from '../../common/contract.js';
import type { Problem } from '../check/report.js';

/** Lines shown above and below the problem's line. */
const CONTEXT = 2;

/** Adds a code frame from the file as it is on disk now. */
export function toDevProblem(problem: Problem, cwd = process.cwd()): DevProblem {
  let frame: DevProblem['frame'] = null;
  try {
    const lines = readFileSync(resolve(cwd, problem.file), 'utf8').split(/\r?\n/);
    const first = Math.max(1, problem.line - CONTEXT);
    const last = Math.min(lines.length, problem.line + CONTEXT);
    if (problem.line <= lines.length) frame = { firstLine: first, lines: lines.slice(first - 1, last) };
  } catch {
    // A deleted file or a folder: the message still says what is wrong.
  }
  return { file: problem.file, line: problem.line, column: problem.column, message: problem.message, frame };
}
