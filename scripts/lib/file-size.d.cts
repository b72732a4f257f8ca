export declare const MAX_LINES: number;
export declare function oversizedFiles(
  files: { path: string; lines: number }[],
  allowed: Record<string, string>,
): { path: string; lines: number }[];
