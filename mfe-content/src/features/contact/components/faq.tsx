import { Accordion } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** The four questions of the contact page (scheduling, first session, subscriptions, virtual). */
export const FAQ_ITEMS = ['scheduling', 'firstSession', 'subscriptions', 'virtual'] as const;

export function Faq() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Accordion className="ct-faq" alwaysOpen>
      {FAQ_ITEMS.map((item) => (
        <Accordion.Item key={item} eventKey={item}>
          <Accordion.Header as="h3">{t(`contactPage.faq.${item}.question`)}</Accordion.Header>
          <Accordion.Body>{t(`contactPage.faq.${item}.answer`)}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
