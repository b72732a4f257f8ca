import { bannerIsActive, type BannerContent } from '../site-content';

const BANNER: BannerContent = {
  text: { en: 'The office is closed on Friday.', es: 'La oficina cierra el viernes.' },
  link: '',
  startsOn: '2026-12-01',
  endsOn: '2026-12-03',
};

describe('bannerIsActive', () => {
  it('shows a banner with text from its first day to its last, New York days', () => {
    const on = (day: string) => bannerIsActive(BANNER, () => day);
    expect([on('2026-11-30'), on('2026-12-01'), on('2026-12-03'), on('2026-12-04')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(bannerIsActive({ ...BANNER, startsOn: '' }, () => '2026-11-01')).toBe(true);
    expect(bannerIsActive({ ...BANNER, endsOn: '' }, () => '2027-01-01')).toBe(true);
  });

  // Working out New York's day costs a phone a long task (its time-zone data): only a dated banner asks.
  it('asks for the day only when the banner has text and a date', () => {
    const today = jest.fn(() => '2026-12-02');
    expect(bannerIsActive({ ...BANNER, text: { en: ' ', es: '' } }, today)).toBe(false);
    expect(bannerIsActive({ ...BANNER, startsOn: '', endsOn: '' }, today)).toBe(true);
    expect(today).not.toHaveBeenCalled();
    expect(bannerIsActive(BANNER, today)).toBe(true);
    expect(today).toHaveBeenCalledTimes(1);
  });
});
