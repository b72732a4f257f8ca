/* global db */
// Runs once, when the mongo container first starts on an empty volume (mongo's
// /docker-entrypoint-initdb.d). One user per service, each allowed its own database and the shared
// session store only; the root user (MONGO_ROOT_*) is for operators, never for a service.
const sessions = process.env.SESSION_DB || 'ministry-sessions';
const services = {
  identity: 'ministry-identity',
  content: 'ministry-content',
  events: 'ministry-events',
  shop: 'ministry-shop',
  billing: 'ministry-billing',
};
const admin = db.getSiblingDB('admin');
for (const [name, database] of Object.entries(services)) {
  const password = process.env[`MONGO_${name.toUpperCase()}_PASSWORD`];
  if (!password) throw new Error(`MONGO_${name.toUpperCase()}_PASSWORD is not set`);
  admin.createUser({
    user: name,
    pwd: password,
    roles: [
      { role: 'readWrite', db: database },
      // Every service reads the session and saves it when it renews or changes (the shop's cart).
      { role: 'readWrite', db: sessions },
    ],
  });
  print(`created the ${name} user for ${database} and ${sessions}`);
}
