import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE } from './test-sequencer';

/**
 * Records how long each test file took, for `LongestFirst` to order a fresh clone's run by
 * (`npm run test:durations`), and prints how long each project took from its first file's start
 * to its last file's end. Files of this run replace their old figures; others are kept.
 */
export default class DurationsReporter implements Reporter {
  private spans = new Map<string, { start: number; end: number; files: number }>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name) ?? { start: Date.now(), end: Date.now(), files: 0 };
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.end = Date.now();
    span.files++;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let durations: Record<string, number> = {};
    try {
      durations = JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    } catch {
      // no record yet
    }
    const root = path.resolve(import.meta.dirname, '..');
    for (const module of testModules) {
      const { duration, setupDuration, collectDuration } = module.diagnostic();
      const seconds = (duration + setupDuration + collectDuration) / 1000;
      durations[`${module.project.name}:${path.relative(root, module.moduleId)}`] =
        Math.round(seconds * 10) / 10;
    }
    const sorted = Object.fromEntries(
      Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    for (const [name, { start, end, files }] of this.spans)
      console.log(`${name}: ${files} files in ${Math.round((end - start) / 1000)} s`);
  }
}
