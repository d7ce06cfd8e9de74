import { spawnSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';

/** A code block to check: its language, code and where it starts in its file. */
export interface CheckableBlock {
  file: string;
  line: number;
  lang: string;
  code: string;
}

export interface CodeProblem {
  file: string;
  line: number;
  message: string;
}

const PYTHON_CHECK = `
import ast, json, sys, warnings
warnings.simplefilter("ignore")
out = []
for i, block in enumerate(json.load(sys.stdin)):
    try:
        ast.parse(block)
    except SyntaxError as e:
        out.append([i, e.lineno or 1, e.msg])
json.dump(out, sys.stdout)
`;

/**
 * Python blocks must parse (Python's own parser, all blocks in one process), YAML blocks must load
 * and JSON blocks must be valid JSON. A block whose meta says `no-check` is skipped by the caller.
 */
export function checkCodeBlocks(blocks: CheckableBlock[]): CodeProblem[] {
  const problems: CodeProblem[] = [];
  const python = blocks.filter((b) => b.lang === 'python' || b.lang === 'py');
  if (python.length) {
    const result = spawnSync('python3', ['-c', PYTHON_CHECK], {
      input: JSON.stringify(python.map((b) => b.code)),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`python3 could not check code blocks: ${result.stderr || result.error?.message}`);
    for (const [i, line, msg] of JSON.parse(result.stdout) as [number, number, string][]) {
      const b = python[i]!;
      problems.push({ file: b.file, line: b.line + line, message: `python block does not parse: ${msg} (line ${line} of the block)` });
    }
  }
  for (const b of blocks) {
    if (b.lang === 'yaml' || b.lang === 'yml') {
      for (const doc of parseAllDocuments(b.code)) {
        const err = doc.errors?.[0];
        if (err) {
          problems.push({ file: b.file, line: b.line + (err.linePos?.[0]?.line ?? 0), message: `yaml block does not load: ${err.message.split('\n')[0]}` });
          break;
        }
      }
    } else if (b.lang === 'json') {
      try {
        JSON.parse(b.code);
      } catch (error) {
        problems.push({ file: b.file, line: b.line + 1, message: `json block is not valid JSON: ${(error as Error).message}` });
      }
    }
  }
  return problems;
}
