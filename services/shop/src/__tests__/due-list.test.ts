import { dueList } from '../orders/due-list';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-due-list');
});
afterAll(() => db.close());

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));

describe('a due list', () => {
  it('answers the keys due by a time, soonest first, until each is done', async () => {
    const list = dueList(db.data, 'things_due');
    await list.at('b', at(20));
    await list.at('a', at(10));
    await list.at('c', at(40));
    expect(await list.due(at(5))).toEqual([]);
    expect(await list.due(at(30))).toEqual(['a', 'b']);
    expect(await list.due(at(30), 1)).toEqual(['a']);

    await list.done('a');
    expect(await list.due(at(30))).toEqual(['b']);
  });

  it('moves a key to its new time, later or earlier, whoever sets it (several instances at once)', async () => {
    const list = dueList(db.data, 'moves_due');
    await Promise.all([list.at('x', at(10)), dueList(db.data, 'moves_due').at('x', at(10))]);
    expect(await list.due(at(10))).toEqual(['x']);
    await list.at('x', at(50));
    expect(await list.due(at(30))).toEqual([]);
    await list.at('x', at(25));
    expect(await list.due(at(30))).toEqual(['x']);
    await list.done('x');
    await list.done('x');
    expect(await list.due(at(60))).toEqual([]);
  });
});
