import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { CHECKED_OPERATION_IDS, tableProblems } from '../support/operations';
import {
  TRAFFIC_DIR,
  type TrafficRecord,
  formatSummary,
  isWholeSuite,
  summarizeTraffic,
} from '../support/traffic';

// After the end-to-end run: every exchange the tests recorded (tests/e2e/fixtures.ts), per
// operation of openapi.yaml, the operations no test exercised, and the violations. The run fails
// on a violation, on an operation of the contract missing from the per-operation table
// (tests/checks/*.checks.ts, collected by tests/support/operations.ts) or the other way round,
// and, when it is the whole suite, on an operation left unexercised.

function specFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(name))
    .map((name) => resolve(dir, name));
}

function readRecords(dir: string): TrafficRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TrafficRecord);
}

export default class TrafficReporter implements Reporter {
  private dir = '';
  private wholeSuite = false;

  onBegin(config: FullConfig, suite: Suite): void {
    const project = config.projects[0];
    if (!project) return;
    this.dir = join(project.outputDir, TRAFFIC_DIR);
    // Only this run's traffic counts.
    rmSync(this.dir, { recursive: true, force: true });
    const filesInRun = new Set(suite.allTests().map((test) => resolve(test.location.file)));
    this.wholeSuite = isWholeSuite(process.argv.slice(2), specFilesIn(project.testDir), filesInRun);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (!this.dir) return undefined;
    // Every operation of openapi.yaml and of the per-operation table must be exercised.
    const summary = summarizeTraffic(readRecords(this.dir), CHECKED_OPERATION_IDS);
    const untabled = tableProblems();
    console.log(`\n${formatSummary(summary)}`);
    if (untabled.length > 0) console.log(`  ${untabled.join('\n  ')}`);
    console.log(`  records: ${relative(process.cwd(), this.dir)}/`);
    if (!this.wholeSuite) {
      console.log('  (a part of the suite ran: unexercised operations do not fail it)');
    }
    const failed =
      summary.violations.length > 0 ||
      untabled.length > 0 ||
      (this.wholeSuite && summary.unexercised.length > 0);
    return failed && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
