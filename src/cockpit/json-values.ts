// Values as JSON carries them, for the event log, the inspector's payload box and the recorded
// paths the model replay reads: a File becomes `{ "$file": { name, size, type } }` and back. No
// machine's words here: the browser tests' replay imports this module.

/** A file in JSON, as the form and the log write it. */
export interface FileInJson {
  $file: { name: string; size: number; type: string };
}

/** A value as JSON can carry it: a File becomes `{ "$file": { name, size, type } }`. */
export function toJsonable(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File)
    return { $file: { name: value.name, size: value.size, type: value.type } };
  if (typeof Blob !== 'undefined' && value instanceof Blob)
    return { $blob: { size: value.size, type: value.type } };
  if (value instanceof Error) return { $error: value.message };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonable);
  if (value && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) return String(value);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => typeof child !== 'function' && child !== undefined)
        .map(([key, child]) => [key, toJsonable(child)]),
    );
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  return value;
}

/** The reverse of `toJsonable` for files: `{ "$file": ... }` becomes a File of that size. */
export function fromJsonable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJsonable);
  if (value && typeof value === 'object') {
    const file = (value as Partial<FileInJson>).$file;
    if (file && typeof file === 'object' && typeof file.name === 'string')
      return new File([new Uint8Array(Math.max(0, Number(file.size) || 0))], file.name, {
        type: typeof file.type === 'string' ? file.type : '',
      });
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fromJsonable(child)]),
    );
  }
  return value;
}
