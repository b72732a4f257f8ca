import { DEFAULT_CARE_PASS_MS, loadConfig } from '../config';

describe('care configuration', () => {
  it('runs the care pass (holds, reminders, agendas) every minute unless told', () => {
    expect(loadConfig({}).passEveryMs).toBe(DEFAULT_CARE_PASS_MS);
    expect(DEFAULT_CARE_PASS_MS).toBe(60_000);
    expect(loadConfig({ CARE_PASS_SECONDS: '2' }).passEveryMs).toBe(2_000);
    for (const bad of ['0', '-1', '1.5', 'often', '3601'])
      expect(() => loadConfig({ CARE_PASS_SECONDS: bad })).toThrow(/CARE_PASS_SECONDS/);
  });

  it('holds a visitor’s booking 60 minutes unless CARE_VISITOR_HOLD_MINUTES says otherwise', () => {
    expect(loadConfig({}).care.visitorHoldMinutes).toBe(60);
    expect(loadConfig({ CARE_VISITOR_HOLD_MINUTES: '90' }).care.visitorHoldMinutes).toBe(90);
    for (const bad of ['0', '4', '1.5', 'soon', '1441'])
      expect(() => loadConfig({ CARE_VISITOR_HOLD_MINUTES: bad })).toThrow(/CARE_VISITOR_HOLD_MINUTES/);
  });
});
