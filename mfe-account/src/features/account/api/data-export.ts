import type { DataExportFile, DataExportRequestInput } from '@ministry/contracts/data-export';
import { apiSend } from '@ministry/platform/api';

/** Her password again: a single-use download link is e-mailed to her. */
export function requestDataExport({ password }: DataExportRequestInput): Promise<unknown> {
  return apiSend('POST', '/api/account/data-export', { password });
}

/** The link's page, when she presses its button: the file (the link is used up). */
export function fetchDataExport(token: string): Promise<DataExportFile> {
  return apiSend<DataExportFile>('POST', '/api/privacy/data-export/download', { token });
}

/** Saves the file in the browser as `my-data-<date>.json`. */
export function saveDataExport(file: DataExportFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${file.generatedAt.slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
