import { createPrivateKey } from 'node:crypto';

/** How the outbox signs its mail (MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR, MAIL_DKIM_PRIVATE_KEY). */
export interface DkimConfig {
  /** The d= domain, whose DNS publishes the public key: 'womenofpurpose.org'. */
  domainName: string;
  /** The s= selector: the key's record is `<selector>._domainkey.<domain>`. */
  keySelector: string;
  /** The RSA private key, PEM. */
  privateKey: string;
}

/**
 * The headers the signature covers when the message has them. nodemailer's default list leaves out
 * List-Unsubscribe-Post, and a one-click unsubscribe only counts with both list headers signed (RFC 8058).
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Language',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

const NAMES = ['MAIL_DKIM_DOMAIN', 'MAIL_DKIM_SELECTOR', 'MAIL_DKIM_PRIVATE_KEY'] as const;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Why a PEM is not an RSA private key nodemailer can sign with, or null. */
function keyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa')
      return 'MAIL_DKIM_PRIVATE_KEY must be an RSA key (nodemailer signs rsa-sha256)';
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024)
      return 'MAIL_DKIM_PRIVATE_KEY is shorter than 1024 bits: receivers ignore it (use 2048)';
    return null;
  } catch {
    return 'MAIL_DKIM_PRIVATE_KEY is not a PEM private key (-----BEGIN PRIVATE KEY----- …, newlines may be written \\n)';
  }
}

/** DMARC passes on DKIM only when the From address's domain is the signing domain or under it. */
function alignmentProblem(domainName: string, from: string | undefined): string | null {
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from ?? '')?.[1]?.toLowerCase();
  const signing = domainName.toLowerCase();
  if (!fromDomain || fromDomain === signing || fromDomain.endsWith(`.${signing}`)) return null;
  return `MAIL_DKIM_DOMAIN (${domainName}) must be the domain of MAIL_FROM (${fromDomain}), or DMARC fails`;
}

/**
 * Reads the DKIM settings: all three or none. nodemailer sends a message unsigned when its key cannot
 * sign, so a key that does not parse is refused here, at start, not found out from spam folders.
 */
export function readDkim(env: Partial<Record<(typeof NAMES)[number] | 'MAIL_FROM', string>>): {
  dkim?: DkimConfig;
  problems: string[];
} {
  const values = NAMES.map((name) => env[name]?.trim() ?? '');
  const set = NAMES.filter((_, index) => values[index]);
  if (set.length === 0) return { problems: [] };
  if (set.length < NAMES.length) {
    const missing = NAMES.filter((name) => !set.includes(name));
    return {
      problems: [
        `DKIM signing needs all of ${NAMES.join(', ')}: ${set.join(', ')} set, ${missing.join(', ')} missing`,
      ],
    };
  }
  const [domainName, keySelector, rawKey] = values as [string, string, string];
  // One line in an env file: the PEM's newlines written as \n.
  const privateKey = rawKey.replace(/\\n/g, '\n');
  const problems = [
    DOMAIN.test(domainName) ? null : 'MAIL_DKIM_DOMAIN must be a domain such as womenofpurpose.org',
    SELECTOR.test(keySelector) ? null : 'MAIL_DKIM_SELECTOR must be a DNS label such as mail2026',
    keyProblem(privateKey),
    alignmentProblem(domainName, env.MAIL_FROM),
  ].filter((problem): problem is string => problem !== null);
  return problems.length ? { problems } : { dkim: { domainName, keySelector, privateKey }, problems };
}
