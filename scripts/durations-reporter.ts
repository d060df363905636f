import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE } from './test-sequencer';

/**
 * Records how long each test file took, for `LongestFirst` to order a fresh clone's run by
 * (`npm run test:durations`). Files of this run replace their old figures; others are kept.
 */
export default class DurationsReporter implements Reporter {
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
  }
}
