import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How long each test file took in a recorded run, in seconds, by `project:path`. */
export const DURATIONS_FILE = path.join(import.meta.dirname, 'test-durations.json');

function recordedDurations(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Starts each project's longest files first. A project's files share two workers, so a long file
 * that starts last keeps one worker busy while the other waits; vitest orders by the durations of
 * the previous run on this machine, which a fresh clone does not have, so the durations of a
 * recorded run (`npm run test:durations`) stand in. Files the record does not know go first, in
 * vitest's own order (larger files first).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const durations = recordedDurations();
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification) =>
      durations[`${spec.project.name}:${path.relative(root, spec.moduleId)}`] ?? Infinity;
    // Projects run one after another in the order vitest chose; only the order within each changes.
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of ordered) {
      const name = spec.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), spec]);
    }
    return [...byProject.values()].flatMap((specs) =>
      specs.sort((a, b) => duration(b) - duration(a)),
    );
  }
}
