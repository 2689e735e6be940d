// Types of tools/layers.mjs for its test (src/layers.test.ts).

/** A file of an import circle (relative to the source folder's parent: `src/...`) and the files of the circle it imports. */
export interface CircleFile {
  file: string;
  imports: string[];
}

export interface LayersReport {
  /** One line for each import that points up or across. */
  offences: string[];
  /** Each import circle, its files in order of name. */
  circles: CircleFile[][];
  /** Relative imports read. */
  checked: number;
  /** Source files read. */
  files: number;
}

export function checkLayers(src: string, options?: { screens?: string[]; typeCircles?: boolean }): LayersReport;
