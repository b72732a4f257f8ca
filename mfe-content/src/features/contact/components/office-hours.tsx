import { useLanguage } from '@ministry/platform/i18n';
import { MINISTRY } from '@ministry/platform/ministry';

/** Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday closed. */
export function OfficeHours() {
  const language = useLanguage();
  return (
    <dl className="ct-hours mb-0">
      {MINISTRY.officeHours.map(({ key, days, time }) => (
        <div key={key} className="ct-hours-row">
          <dt>{days[language]}</dt>
          <dd>{time[language]}</dd>
        </div>
      ))}
    </dl>
  );
}
