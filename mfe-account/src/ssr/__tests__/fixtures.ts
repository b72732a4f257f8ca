// What the services answer in the server-rendering tests: the funds and the billing configuration.
import type { BillingClientConfig } from '@ministry/contracts/billing';
import type { Fund } from '@ministry/contracts/giving';
import { FUNDS_KEY } from '../../features/giving/api/giving';
import { BILLING_CONFIG_KEY } from '../../features/subscription/api/billing';

export const FUNDS: Fund[] = [
  {
    id: 'f1',
    name: 'General Fund',
    nameEs: 'Fondo general',
    description: 'Where the need is greatest.',
    descriptionEs: 'Donde más se necesita.',
    goalCents: null,
    raisedCents: 0,
    archived: false,
  },
  {
    id: 'f2',
    name: 'Retreat Scholarships',
    nameEs: 'Becas para el retiro',
    description: 'Helps a woman come to the retreat.',
    descriptionEs: 'Ayuda a una mujer a venir al retiro.',
    goalCents: 500000,
    raisedCents: 125000,
    archived: false,
  },
];

export const BILLING_CONFIG: BillingClientConfig = { publishableKey: 'pk_test_123' };

export const API = { [FUNDS_KEY]: FUNDS, [BILLING_CONFIG_KEY]: BILLING_CONFIG };
