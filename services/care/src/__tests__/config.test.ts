import { DEFAULT_CARE_PASS_MS, loadConfig } from '../config';

describe('care configuration', () => {
  it('runs the care pass (holds, reminders, agendas) every minute unless told', () => {
    expect(loadConfig({}).passEveryMs).toBe(DEFAULT_CARE_PASS_MS);
    expect(DEFAULT_CARE_PASS_MS).toBe(60_000);
    expect(loadConfig({ CARE_PASS_SECONDS: '2' }).passEveryMs).toBe(2_000);
    for (const bad of ['0', '-1', '1.5', 'often', '3601'])
      expect(() => loadConfig({ CARE_PASS_SECONDS: bad })).toThrow(/CARE_PASS_SECONDS/);
  });
});
