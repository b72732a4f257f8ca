import { Accordion } from 'react-bootstrap';
import type { FaqContent } from '@ministry/contracts/site-content';
import { RichText } from '../../../components/rich-text';
import { usePickText } from '../../../components/site-content';

/** The contact page's questions (the `faq` document, in its order), each answer opened on its own. */
export function Faq({ items }: { items: FaqContent['items'] }) {
  const pick = usePickText();
  return (
    <Accordion className="ct-faq" alwaysOpen>
      {items.map((item) => (
        <Accordion.Item key={item.id} eventKey={item.id}>
          <Accordion.Header as="h3">{pick(item.question)}</Accordion.Header>
          <Accordion.Body>
            <RichText text={pick(item.answer)} />
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
