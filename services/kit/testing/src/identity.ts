import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MemberProfile } from '@ministry/kit/identity-client';

// A stand-in for the identity service's internal API, for the services that call it (billing, the
// shop): their real HTTP client talks to it over a real socket.

/** A member as identity's internal API reports her: username defaults to the id, address verified. */
export function memberProfile(
  member: Pick<MemberProfile, 'id' | 'email' | 'name' | 'preferredLanguage'> & Partial<MemberProfile>,
): MemberProfile {
  return { username: member.id, emailVerified: true, subscriptionId: null, ...member };
}

export interface IdentityStub {
  url: string;
  members: Map<string, MemberProfile>;
  /** Every PUT /internal/users/:id/subscription received, in order. */
  subscriptionCalls: { userId: string; subscriptionId: string | null }[];
  /** Every request's X-Internal-Key. */
  keys: string[];
  close: () => Promise<void>;
}

/**
 * A tiny HTTP server speaking the identity service's internal API (GET /internal/users/:id,
 * PUT /internal/users/:id/subscription), answering only `internalKey`.
 */
export async function startIdentityStub(internalKey: string): Promise<IdentityStub> {
  const members = new Map<string, MemberProfile>();
  const subscriptionCalls: IdentityStub['subscriptionCalls'] = [];
  const keys: string[] = [];
  const server: Server = createServer((req, res) => {
    const key = String(req.headers['x-internal-key'] ?? '');
    keys.push(key);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (key !== internalKey) return send(403, { message: 'forbidden' });
    const match = /^\/internal\/users\/([^/]+)(\/subscription)?$/.exec(req.url ?? '');
    const member = match ? members.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !member) return send(404, { message: 'Not found.' });
    if (req.method === 'GET' && !match[2]) return send(200, member);
    if (req.method === 'PUT' && match[2]) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { subscriptionId } = JSON.parse(body) as { subscriptionId: string | null };
        member.subscriptionId = subscriptionId;
        subscriptionCalls.push({ userId: member.id, subscriptionId });
        send(204);
      });
      return undefined;
    }
    return send(405, { message: 'method' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    members,
    subscriptionCalls,
    keys,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
