import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { isWholeSuite } from '../support/traffic';
import {
  EXERCISED_DIR,
  NOT_CALLED_BY_ANY_SCREEN,
  contractOperations,
  exercisedProblems,
} from './api-traffic';

// After the live conformance pass (its tests run side by side): which test exercised each
// operation of openapi.yaml, and a failed run when an operation a screen can call was never
// exercised, or one listed as called by no screen was. A run of some files only lists them.

function specFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.spec\.[cm]?[jt]sx?$/.test(name))
    .map((name) => resolve(dir, name));
}

export default class ExercisedReporter implements Reporter {
  private dir = '';
  private wholeSuite = false;

  onBegin(config: FullConfig, suite: Suite): void {
    const project = config.projects[0];
    if (!project) return;
    this.dir = join(project.outputDir, EXERCISED_DIR);
    rmSync(this.dir, { recursive: true, force: true });
    const filesInRun = new Set(suite.allTests().map((test) => resolve(test.location.file)));
    this.wholeSuite = isWholeSuite(
      process.argv.slice(2),
      // The conformance specs decide: a feature's @contract tests run wherever their files are,
      // and one left out (its tag lost) leaves its operations unexercised, which fails the pass.
      specFilesIn(join(project.testDir, 'conformance')),
      filesInRun,
    );
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (!this.dir) return undefined;
    const exercised = new Map<string, string>();
    const files = existsSync(this.dir) ? readdirSync(this.dir) : [];
    for (const line of files.flatMap((name) =>
      readFileSync(join(this.dir, name), 'utf8').split('\n'),
    )) {
      if (!line.trim()) continue;
      const { operationId, test } = JSON.parse(line) as { operationId: string; test: string };
      if (!exercised.has(operationId)) exercised.set(operationId, test);
    }
    const all = contractOperations().map((operation) => operation.operationId);
    console.log(
      `\nOperations exercised (${exercised.size} of ${all.length}):\n${[...exercised]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, title]) => `  ${id}  <- ${title}`)
        .join('\n')}\nNot called by any screen:\n${Object.entries(NOT_CALLED_BY_ANY_SCREEN)
        .map(([id, why]) => `  ${id}: ${why}`)
        .join('\n')}`,
    );
    if (!this.wholeSuite) {
      console.log('  (a part of the pass ran: unexercised operations do not fail it)');
      return undefined;
    }
    const problems = exercisedProblems(all, exercised);
    if (problems.length === 0) return undefined;
    console.log(`\nThe pass's operations do not add up:\n  ${problems.join('\n  ')}`);
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
