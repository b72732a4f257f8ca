import { startOfNewYorkDay } from '../datetime';
import { adminOrdersQuerySchema } from '../order';

describe('startOfNewYorkDay', () => {
  it('is midnight in New York, in winter, in summer and on both clock-change days', () => {
    expect(startOfNewYorkDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfNewYorkDay('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfNewYorkDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfNewYorkDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfNewYorkDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfNewYorkDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(() => startOfNewYorkDay('March 8')).toThrow(RangeError);
  });
});

describe('adminOrdersQuerySchema', () => {
  it('takes every filter as optional, page 1 by default', () => {
    expect(adminOrdersQuerySchema.validateSync({})).toEqual({ page: 1 });
    expect(
      adminOrdersQuerySchema.validateSync({
        status: 'paid',
        from: '2026-01-01',
        to: '2026-01-31',
        q: ' Ruth ',
        page: '2',
      }),
    ).toEqual({ status: 'paid', from: '2026-01-01', to: '2026-01-31', q: 'Ruth', page: 2 });
  });

  it('refuses an unknown status, a date that is not YYYY-MM-DD and a page below 1', () => {
    for (const query of [{ status: 'lost' }, { from: '01/02/2026' }, { page: '0' }, { page: 'two' }]) {
      expect(() => adminOrdersQuerySchema.validateSync(query)).toThrow('order.filterInvalid');
    }
  });
});
