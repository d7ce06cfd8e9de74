// Prints one closing line for the whole test command, from the JSON reports of the unit and
// browser test runs: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['.cache/reports/unit.json', '.cache/reports/e2e.json']) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
