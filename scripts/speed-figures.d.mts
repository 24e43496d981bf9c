export type FigureKind = 'js' | 'browser';

export interface Figures {
  jsMs: number;
  /** Absent when the browser could not be started. */
  browserMs?: number | undefined;
}

export interface Reference {
  jsMs: number;
  browserMs: number;
  measured: string;
  note: string;
}

export interface TimedRow {
  name: string;
  seconds: number;
  kind?: FigureKind;
  /** A part run side by side inside a phase: shown, not added to the total. */
  part?: boolean;
}

export declare function median(values: number[]): number;
export declare function parseReference(text: string): Reference;
export declare function figureFor(
  kind: FigureKind,
  figures: Figures,
  reference: Reference,
): { kind: FigureKind; ms: number; referenceMs: number };
export declare function scaledToReference(seconds: number, ms: number, referenceMs: number): number;
export declare function scaledTimings<Row extends TimedRow>(
  rows: Row[],
  totalSeconds: number,
  figures: Figures,
  reference: Reference,
): {
  rows: (Row & { figure: FigureKind; referenceSeconds: number })[];
  totalReferenceSeconds: number;
};
export declare function faster(a: number | undefined, b: number | undefined): number | undefined;
