/* global db */
// Runs once, when the mongo container first starts on an empty volume (mongo's
// /docker-entrypoint-initdb.d). One user per service, each allowed its own database and the shared
// session store only (read-only but for identity); the root user (MONGO_ROOT_*) is for operators, never for a service.
// Every password is checked first, the root one included: an example value or a short one stops the
// first start before any user exists, as the services refuse weak secrets of their own.
const sessions = process.env.SESSION_DB || 'ministry-sessions';
const services = {
  identity: 'ministry-identity',
  content: 'ministry-content',
  events: 'ministry-events',
  shop: 'ministry-shop',
  billing: 'ministry-billing',
  care: 'ministry-care',
};
const PLACEHOLDER = /replace|change-?me|placeholder|example|development[-_]only|your[-_]|xxx/i;
const MIN_PASSWORD_LENGTH = 24;

function passwordProblem(name, value) {
  if (!value) return `${name} is not set`;
  if (PLACEHOLDER.test(value)) return `${name} is still an example value: set a random secret`;
  if (value.length < MIN_PASSWORD_LENGTH) return `${name} must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

const passwordNames = [
  'MONGO_INITDB_ROOT_PASSWORD',
  ...Object.keys(services).map((name) => `MONGO_${name.toUpperCase()}_PASSWORD`),
];
const problems = passwordNames.map((name) => passwordProblem(name, process.env[name])).filter(Boolean);
if (problems.length)
  throw new Error(`Refusing to create the database users:\n  - ${problems.join('\n  - ')}`);

const admin = db.getSiblingDB('admin');
// The shared database holds the sessions, which only identity writes (sign-in, renewal, sign-out), and
// the global e-mail budget's slots (rate_limits), which every service claims.
const SESSION_READER = 'sessionReader';
admin.createRole({
  role: SESSION_READER,
  privileges: [
    { resource: { db: sessions, collection: 'sessions' }, actions: ['find', 'listIndexes', 'createIndex'] },
    {
      resource: { db: sessions, collection: 'rate_limits' },
      actions: ['find', 'insert', 'update', 'remove', 'listIndexes', 'createIndex'],
    },
  ],
  roles: [],
});
for (const [name, database] of Object.entries(services)) {
  admin.createUser({
    user: name,
    pwd: process.env[`MONGO_${name.toUpperCase()}_PASSWORD`],
    roles: [
      { role: 'readWrite', db: database },
      name === 'identity' ? { role: 'readWrite', db: sessions } : { role: SESSION_READER, db: 'admin' },
    ],
  });
  print(`created the ${name} user for ${database} and ${sessions}`);
}
