import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const DAYS = [
  ['weekdays', 'weekdaysTime'],
  ['saturday', 'saturdayTime'],
  ['sunday', 'sundayTime'],
] as const;

/** Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 2:00 PM, Sunday closed. */
export function OfficeHours() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="ct-hours mb-0">
      {DAYS.map(([day, time]) => (
        <div key={day} className="ct-hours-row">
          <dt>{t(`contactPage.hours.${day}`)}</dt>
          <dd>{t(`contactPage.hours.${time}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
