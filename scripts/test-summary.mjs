// Prints the closing lines of the whole test command, from the JSON reports of the unit and browser
// test runs: each run's count, then the total ("N passed, N failed").
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const [name, file] of [
  ['unit', '.cache/reports/unit.json'],
  ['browser', '.cache/reports/e2e.json'],
]) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${name} tests (${file}): ${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests}`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
