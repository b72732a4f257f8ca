import mongoose from 'mongoose';
import { isDatabaseUnavailable } from '../database';

describe('isDatabaseUnavailable', () => {
  it('knows the errors of a database that cannot be reached', () => {
    const { MongoNetworkError } = mongoose.mongo;
    expect(isDatabaseUnavailable(new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new mongoose.Error('Operation `events.insertOne()` buffering timed out after 5000ms'),
      ),
    ).toBe(true);
    // What Node throws on a write to a socket the server has just closed, which the driver passes on as is.
    const endedSocket = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
    });
    expect(isDatabaseUnavailable(endedSocket)).toBe(true);
    expect(isDatabaseUnavailable(new Error('request failed', { cause: endedSocket }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new mongoose.mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
