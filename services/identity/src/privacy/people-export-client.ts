import {
  peopleExportPath,
  type ExportingService,
  type PeopleExportAnswer,
  type PeopleExportRequest,
} from '@ministry/contracts/data-export';
import { peopleForgetPath, type PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import { callInternal } from '@ministry/kit/internal-call';

export interface PeopleExportClientOptions {
  /** Each exporting service's internal address ('http://shop:4004'). */
  urls: Record<ExportingService, string>;
  /** The caller's (identity's) own internal key: each service lists it in INTERNAL_CALLER_KEYS. */
  internalApiKey: string;
  timeoutMs?: number;
}

/** A service did not answer her export, or answered an error: the whole download fails (never a partial file). */
export class PeopleExportUnavailableError extends Error {
  constructor(
    readonly service: ExportingService,
    readonly detail: string,
  ) {
    super(`people export from ${service}: ${detail}`);
  }
}

/**
 * The one client of the services' `POST /internal/<service>/people/export` (identity's "download my data"):
 * each service's records of one person, asked of all of them at once.
 */
export function peopleExportClient(options: PeopleExportClientOptions) {
  /** One service's answer to her export or her deletion, or PeopleExportUnavailableError. */
  async function ask(
    service: ExportingService,
    path: string,
    person: PeopleExportRequest,
    timeoutMs: number,
  ) {
    const baseUrl = options.urls[service].replace(/\/+$/, '');
    if (!baseUrl) throw new PeopleExportUnavailableError(service, 'no address configured');
    const response = await callInternal(`${baseUrl}${path}`, {
      body: person,
      internalKey: options.internalApiKey,
      timeoutMs: options.timeoutMs ?? timeoutMs,
    }).catch((error: Error) => {
      throw new PeopleExportUnavailableError(service, error.message);
    });
    if (!response.ok) throw new PeopleExportUnavailableError(service, String(response.status));
    const answer = (await response.json().catch(() => null)) as { service?: unknown } | null;
    if (answer?.service !== service) throw new PeopleExportUnavailableError(service, 'malformed answer');
    return answer;
  }
  async function exportFrom<S extends ExportingService>(
    service: S,
    person: PeopleExportRequest,
  ): Promise<PeopleExportAnswer<S>> {
    const answer = (await ask(service, peopleExportPath(service), person, 10_000)) as PeopleExportAnswer<S>;
    if (typeof answer.records !== 'object' || answer.records === null)
      throw new PeopleExportUnavailableError(service, 'malformed answer');
    return answer;
  }
  /** Her account deletion (issue 44): one service forgets her; idempotent, so a failed pass is simply retried. */
  const forgetAt = async <S extends ExportingService>(service: S, person: PeopleExportRequest) =>
    (await ask(service, peopleForgetPath(service), person, 30_000)) as PeopleForgetAnswer<S>;
  return {
    exportFrom,
    forgetAt,
    /** Every service's answer, or PeopleExportUnavailableError when any one fails. */
    async exportAll(person: PeopleExportRequest) {
      const [shop, billing, events, care, content] = await Promise.all([
        exportFrom('shop', person),
        exportFrom('billing', person),
        exportFrom('events', person),
        exportFrom('care', person),
        exportFrom('content', person),
      ]);
      return {
        shop: shop.records,
        billing: billing.records,
        events: events.records,
        care: care.records,
        content: content.records,
      };
    },
  };
}

export type PeopleExportClient = ReturnType<typeof peopleExportClient>;
