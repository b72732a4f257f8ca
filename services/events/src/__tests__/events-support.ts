import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { EventModel } from '../events/model';

/** A valid body for POST /api/events: a one-time Bible study on Tuesday 4 March 2025, 7:00–8:30 PM. */
export const validEvent = {
  title: 'Evening Bible Study',
  date: '2025-03-04',
  startTime: '19:00',
  endTime: '20:30',
  location: 'Ministry Center',
  description: 'Reading Scripture together.',
  category: 'bible-study',
};

export interface EventsTestEnvironment {
  /** The file's own database, open from its first test on. */
  db: TestDatabase;
  /** The events app over it, as a request handler. */
  app: () => ReturnType<ReturnType<typeof createApp>['app']['callback']>;
}

/**
 * A test file's events service: its own database (opened before the file's tests, dropped after),
 * emptied of events, and of whatever else `alsoEmptied` lists, before each test.
 */
export function eventsTestEnvironment(
  name: string,
  alsoEmptied: { deleteMany: (filter: object) => PromiseLike<unknown> }[] = [],
): EventsTestEnvironment {
  const env = { app: () => createApp(env.db.config, env.db).app.callback() } as EventsTestEnvironment;
  beforeAll(async () => {
    env.db = await openTestDatabase(name);
  });
  afterAll(() => env.db.close());
  beforeEach(async () => {
    for (const model of [EventModel, ...alsoEmptied]) await model.deleteMany({});
  });
  return env;
}
