export declare const BOOTSTRAP_SCRIPTS: string[];
export declare function staticSpecifiers(text: string): string[];
export declare function packageImports(
  root: string,
  entries?: string[],
): { chain: string[]; specifier: string }[];
