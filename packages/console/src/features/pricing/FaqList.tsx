import { Button, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import type { FaqItem } from './faq.js';

/** Questions that open one at a time. */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="faq-list">
      {items.map((item, index) => {
        const isOpen = open === index;
        const id = `faq-answer-${index}`;
        return (
          <div className="faq-item" key={item.question}>
            <Button
              className="faq-question"
              variant="minimal"
              fill
              alignText="start"
              endIcon={isOpen ? 'chevron-up' : 'chevron-down'}
              aria-expanded={isOpen}
              aria-controls={id}
              onClick={() => setOpen(isOpen ? null : index)}
            >
              {item.question}
            </Button>
            <Collapse isOpen={isOpen}>
              <p id={id} className="faq-answer">
                {item.answer}
              </p>
            </Collapse>
          </div>
        );
      })}
    </div>
  );
}
