// Ends a jest run that ran more than one file with its ten slowest tests, so that a test that
// grows slow is seen where the suite's time goes (docs/testing.md).
const path = require('node:path');

const SHOWN = 10;

class SlowestTests {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    if (results.testResults.length < 2) return;
    const tests = results.testResults.flatMap((file) =>
      file.testResults.map((test) => ({
        file: path.relative(this.root, file.testFilePath),
        name: test.fullName,
        ms: test.duration ?? 0,
      })),
    );
    const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    console.log(`\nThe ${slowest.length} slowest tests:`);
    for (const test of slowest)
      console.log(`${(test.ms / 1000).toFixed(1).padStart(7)} s  ${test.file}  ${test.name}`);
  }
}

module.exports = SlowestTests;
