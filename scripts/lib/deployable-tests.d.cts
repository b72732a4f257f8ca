export function deployableFolders(root: string): string[];
export function foldersWithoutTests(
  report: { testResults: { name: string; assertionResults: { status: string }[] }[] },
  folders: string[],
  root: string,
): string[];
