export interface CpuTicks {
  busy: number;
  steal: number;
}
export declare function cpuTicks(statText: string): CpuTicks | null;
export declare function stealShare(
  before: CpuTicks | null | undefined,
  after: CpuTicks | null | undefined,
): number | null;
export declare function readCpuTicks(): CpuTicks | null;
