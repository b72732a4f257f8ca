import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PackageAnswer, SessionAnswer } from '@ministry/contracts/care-checkout';
import { languageFromAcceptHeader } from '@ministry/contracts/language';
import { translateMessage, type MessageKey } from '@ministry/contracts/messages';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';

/**
 * A stand-in for care's internal checkout API (care-checkout.ts) at its boundary: appointments a
 * member (or a visitor, by her link's token) booked and awaits paying, held, confirmed, released and
 * canceled as simply as the contract allows; and its packages of sessions on sale (`packageTypes`),
 * made hers once paid (`packages`, by key) and revoked on refund.
 * It records every call, checks the shop's internal key, and can stop answering.
 */
export interface CareDouble {
  url: string;
  appointments: Map<string, DoubleAppointment>;
  /** Keys whose confirm answers 409 care.holdExpired (the time was taken meanwhile). */
  lost: Set<string>;
  /** The packages on sale, by type id (quote answers them; anything else: 404 care.packageNotFound). */
  packageTypes: Map<string, PackageAnswer>;
  /** The packages confirmed, by their line's key. */
  packages: Map<string, DoublePackage>;
  calls: { path: string; body: Record<string, unknown>; status: number }[];
  down: boolean;
  reset(): void;
  close(): Promise<void>;
}

export interface DoubleAppointment {
  /** The member's ('' for a visitor's booking). */
  userId: string;
  /** A visitor's booking: her e-mailed link's whole token (care checks its secret part). */
  visitorToken?: string;
  priceCents: number;
  startsAt: string;
  status: 'awaiting_payment' | 'booked' | 'released' | 'canceled';
  holdKey: string | null;
}

export interface DoublePackage {
  typeId: string;
  userId: string;
  paidAt: string;
  status: 'active' | 'refunded';
}

/** The package of 8 as care seeds it ($880, 8 regular sessions valid 12 months). */
export const PACKAGE_8: PackageAnswer = {
  typeId: 'package-8',
  name: 'Package of 8 sessions',
  nameEs: 'Paquete de 8 sesiones',
  priceCents: 88000,
  credits: 8,
  validMonths: 12,
  sessionTypeId: 'regular-session',
};

/** Care's packages API: quote a type on sale, confirm one per key (again: the same), refund by key. */
function packageCall(double: CareDouble, path: string, body: Record<string, unknown>): Done {
  const key = String(body.key ?? '');
  if (path.endsWith('/refund')) {
    const bought = double.packages.get(key);
    if (!bought) return { status: 404, refused: 'care.packageNotFound' };
    bought.status = 'refunded';
    return { status: 200, body: { ...double.packageTypes.get(bought.typeId)!, status: 'refunded' } };
  }
  const type = double.packageTypes.get(String(body.typeId ?? ''));
  if (!type || !body.userId) return { status: 404, refused: 'care.packageNotFound' };
  if (path.endsWith('/quote')) return { status: 200, body: type };
  if (!double.packages.has(key))
    double.packages.set(key, {
      typeId: type.typeId,
      userId: String(body.userId),
      paidAt: String(body.paidAt ?? ''),
      status: 'active',
    });
  return { status: 200, body: { ...type, packageId: key, status: double.packages.get(key)!.status } };
}

function answerOf(id: string, appointment: DoubleAppointment): SessionAnswer {
  return {
    appointmentId: id,
    priceCents: appointment.priceCents,
    startsAt: appointment.startsAt,
    durationMinutes: 50,
    counselorName: 'Ana Ruiz',
    typeName: 'Individual session',
    typeNameEs: 'Sesión individual',
    status: appointment.status,
    holdExpiresAt: null,
    changeableUntil: null,
    counselorId: 'counselor-1',
    typeId: 'regular-session',
  };
}

type Done = { status: number; body?: unknown; refused?: MessageKey };

function careCall(double: CareDouble, path: string, body: Record<string, unknown>): Done {
  if (path.startsWith('/internal/care/packages/')) return packageCall(double, path, body);
  const id = String(body.appointmentId ?? '');
  const appointment = double.appointments.get(id);
  const key = String(body.key ?? '');
  // Quote and hold name exactly one payer: her member id, or the visitor's token (sessionQuoteSchema).
  const payer = path.endsWith('/quote') || path.endsWith('/hold');
  if (payer && (body.userId === undefined) === (body.visitorToken === undefined))
    return { status: 400, refused: 'api.invalidInput' };
  const notHers =
    (body.userId !== undefined && (!appointment?.userId || body.userId !== appointment.userId)) ||
    (body.visitorToken !== undefined && body.visitorToken !== appointment?.visitorToken);
  if (!appointment || notHers) return { status: 404, refused: 'care.appointmentNotFound' };
  const answer = () => ({ status: 200, body: answerOf(id, appointment) });
  if (path.endsWith('/quote'))
    return appointment.status === 'awaiting_payment'
      ? answer()
      : { status: 409, refused: 'care.paymentHoldEnded' };
  if (path.endsWith('/hold')) {
    if (appointment.status === 'booked') return { status: 409, refused: 'care.notAwaitingPayment' };
    Object.assign(appointment, { status: 'awaiting_payment', holdKey: key });
    return answer();
  }
  if (path.endsWith('/confirm')) {
    if (double.lost.has(key)) return { status: 409, refused: 'care.holdExpired' };
    Object.assign(appointment, { status: 'booked' });
    return answer();
  }
  if (path.endsWith('/cancel')) {
    // The session booked under `key` canceled (its time freed); again: the same answer.
    if (appointment.holdKey !== key) return { status: 404, refused: 'care.appointmentNotFound' };
    if (appointment.status === 'booked') appointment.status = 'canceled';
    return answer();
  }
  if (appointment.holdKey === key && appointment.status === 'awaiting_payment')
    appointment.status = 'released';
  return { status: 200, body: { ok: true } };
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startCareDouble(internalKey: string): Promise<CareDouble> {
  const double = {
    appointments: new Map(),
    lost: new Set(),
    packageTypes: new Map([[PACKAGE_8.typeId, { ...PACKAGE_8 }]]),
    packages: new Map(),
    calls: [],
    down: false,
    reset() {
      double.appointments.clear();
      double.lost.clear();
      double.packageTypes = new Map([[PACKAGE_8.typeId, { ...PACKAGE_8 }]]);
      double.packages.clear();
      double.calls = [];
      double.down = false;
    },
  } as unknown as CareDouble;
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      if (double.down) {
        req.socket.destroy();
        return;
      }
      const path = req.url ?? '/';
      if (req.method !== 'POST' || !/^\/internal\/care\/(sessions|packages)\//.test(path))
        return answer(res, 404, { message: 'Not found.' });
      const body = await bodyOf(req);
      if (req.headers[INTERNAL_KEY_HEADER.toLowerCase()] !== internalKey) {
        double.calls.push({ path, body, status: 403 });
        return answer(res, 403, { message: 'Forbidden.' });
      }
      const done = careCall(double, path, body);
      double.calls.push({ path, body, status: done.status });
      if (!done.refused) return answer(res, done.status, done.body);
      const language = languageFromAcceptHeader(req.headers['accept-language'] ?? '');
      answer(res, done.status, { message: translateMessage(done.refused, language) });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
