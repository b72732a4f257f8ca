import { number, object, string } from 'yup';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { readEnv } from '@ministry/kit/config';
import type { GivingOrganization } from '@ministry/mail/templates/gift-common';

/** Giving's settings: who issues the receipts, and the limits against card testing. */
export interface GivingConfig {
  /** The EIN, and the legal name when MINISTRY_LEGAL_NAME sets one ('' : the published details'). */
  organization: GivingOrganization;
  /**
   * Gift intents per client address per hour: generous, a congregation gives from one Wi-Fi (card
   * testing is held back by the limits per donor and per declined intent instead).
   */
  clientLimit: number;
  /** Gift intents per donor e-mail per hour. */
  emailLimit: number;
  /** Declined gift payments of one donor (member, or visitor's e-mail) within an hour before no new intent. */
  failureLimit: number;
  /** Declined gift payments from one client address within an hour before it gets no new intent. */
  clientFailureLimit: number;
}

const EIN = /^\d{2}-\d{7}$/;

/** What development and tests print on receipts when nothing is configured. */
export const DEVELOPMENT_GIVING: GivingConfig = {
  organization: { legalName: '', ein: '00-0000000' },
  clientLimit: 100,
  emailLimit: 10,
  failureLimit: 3,
  clientFailureLimit: 10,
};

const limit = (fallback: number) => number().integer().min(1).max(1_000_000).default(fallback);

/**
 * Who issues a receipt now: the legal name MINISTRY_LEGAL_NAME sets, else the one in the ministry's
 * published details (edited in the admin's Site content tab), and the EIN.
 */
export const receiptIssuer = (config: GivingConfig, ministry: MinistryContent): GivingOrganization => ({
  legalName: config.organization.legalName || ministry.legalName,
  ein: config.organization.ein,
});

/**
 * MINISTRY_EIN (required in production), MINISTRY_LEGAL_NAME (optional: the published details' legal
 * name otherwise), GIVING_*_LIMIT per hour.
 */
export function readGivingConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { giving: GivingConfig; problems: string[] } {
  const raw = readEnv(
    object({
      MINISTRY_LEGAL_NAME: string().trim().default(''),
      MINISTRY_EIN: string().trim().default(''),
      GIVING_CLIENT_LIMIT: limit(DEVELOPMENT_GIVING.clientLimit),
      GIVING_EMAIL_LIMIT: limit(DEVELOPMENT_GIVING.emailLimit),
      GIVING_FAILURE_LIMIT: limit(DEVELOPMENT_GIVING.failureLimit),
      GIVING_CLIENT_FAILURE_LIMIT: limit(DEVELOPMENT_GIVING.clientFailureLimit),
    }),
    env,
  );
  const problems: string[] = [];
  if (production && !raw.MINISTRY_EIN)
    problems.push('MINISTRY_EIN is required in production (printed on every gift receipt)');
  if (raw.MINISTRY_EIN && !EIN.test(raw.MINISTRY_EIN))
    problems.push('MINISTRY_EIN must look like 12-3456789');
  if (production && raw.MINISTRY_EIN === DEVELOPMENT_GIVING.organization.ein)
    problems.push('MINISTRY_EIN is still the example value: set the ministry’s real EIN');
  return {
    giving: {
      organization: {
        legalName: raw.MINISTRY_LEGAL_NAME,
        ein: raw.MINISTRY_EIN || DEVELOPMENT_GIVING.organization.ein,
      },
      clientLimit: raw.GIVING_CLIENT_LIMIT,
      emailLimit: raw.GIVING_EMAIL_LIMIT,
      failureLimit: raw.GIVING_FAILURE_LIMIT,
      clientFailureLimit: raw.GIVING_CLIENT_FAILURE_LIMIT,
    },
    problems,
  };
}
