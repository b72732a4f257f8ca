import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CARE_SESSIONS_CANCEL_PATH, SHOP_SESSION_REFUNDS_PATH } from '@ministry/contracts/care-checkout';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { AppointmentModel } from '../appointments/model';
import type { CareTestEnvironment } from './care-support';

/**
 * A stand-in for the shop's session refunds (care-checkout.ts SHOP_SESSION_REFUNDS_PATH) at its
 * boundary: it records each call, checks care's key, and refunds as the shop does: by calling care's
 * own cancel of the session under its key before answering. It can stop answering (`down`).
 */
export interface ShopDouble {
  url: string;
  calls: { key: string }[];
  down: boolean;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startShopDouble(env: CareTestEnvironment): Promise<ShopDouble> {
  const double = { calls: [], down: false } as unknown as ShopDouble;
  const server = createServer((req, res) => {
    void (async () => {
      if (double.down) return req.socket.destroy();
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== SHOP_SESSION_REFUNDS_PATH) return answer(404, { message: 'Not found.' });
      if (req.headers[INTERNAL_KEY_HEADER.toLowerCase()] !== env.db.config.internalApiKey)
        return answer(403, { message: 'Forbidden.' });
      const key = String((await bodyOf(req)).key ?? '');
      double.calls.push({ key });
      const appointment = await AppointmentModel.findOne({ paymentRef: key }).lean();
      if (!appointment) return answer(404, { message: 'Order not found.' });
      const appointmentId = String(appointment._id);
      await request(env.app())
        .post(CARE_SESSIONS_CANCEL_PATH)
        .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
        .send({ appointmentId, key });
      answer(200, {
        key,
        orderNumber: key.split('#')[0],
        appointmentId,
        refundedCents: appointment.priceCents,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
