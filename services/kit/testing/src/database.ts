import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import type { ServiceConfig } from '@ministry/kit/config';

export interface TestDatabase {
  config: ServiceConfig;
  data: Connection;
  sessions: Connection;
  close: () => Promise<void>;
}

/**
 * A fresh pair of databases on the test server (see ../global-setup.js) for one test file:
 * the service's data on mongoose's default connection, sessions on a second one.
 */
export async function openTestDatabase(service: string): Promise<TestDatabase> {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri)
    throw new Error(
      'TEST_MONGODB_URI is not set: run service tests through jest (global setup starts the server)',
    );
  const suffix = randomUUID().slice(0, 8);
  const config: ServiceConfig = {
    nodeEnv: 'test',
    port: 0,
    mongodbUri: uri,
    databaseName: `test-${service}-${suffix}`,
    sessionMongodbUri: uri,
    sessionDatabaseName: `test-sessions-${suffix}`,
    sessionKeys: ['test-session-key'],
    cookieSecure: false,
    allowedOrigins: [],
    logLevel: 'silent',
    internalApiKey: 'test-internal-key',
    internalCallerKeys: {},
    siteUrl: 'http://localhost:8080',
    // The seeded ministry details, without asking a content service (a test sets its own to read one).
    contentServiceUrl: '',
    mail: {
      smtpUrl: '',
      from: 'Women of Purpose Ministry <hello@womenofpurpose.org>',
      notifyEmail: 'staff@womenofpurpose.org',
    },
  };
  await mongoose.connect(uri, { dbName: config.databaseName, serverSelectionTimeoutMS: 5000 });
  const sessions = await mongoose.createConnection(uri, { dbName: config.sessionDatabaseName }).asPromise();
  return {
    config,
    data: mongoose.connection,
    sessions,
    close: async () => {
      await mongoose.connection.dropDatabase();
      await sessions.dropDatabase();
      await sessions.close();
      await mongoose.disconnect();
    },
  };
}
