import { ApiError } from '@ministry/platform/api';
import { currentLanguage } from '@ministry/platform/i18n';

/**
 * POSTs a file as the request's body (a picture: the service checks its content), with credentials
 * and the page's language; resolves to the parsed answer, or throws the service's refusal.
 */
export async function postFile<T>(url: string, file: File): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      'Content-Type': file.type || 'application/octet-stream',
    },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as T;
}
