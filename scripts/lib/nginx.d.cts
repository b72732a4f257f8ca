export function userDirective(): string;
export function nginxMainConfig(options: {
  dir: string;
  include: string[];
  workers?: number | 'auto';
  errorLog?: string;
  http?: string;
}): string;
