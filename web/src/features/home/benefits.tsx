import { ClipboardCheck, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';
import { Section } from '../../components/section';
import { BENEFITS } from './home.content';

const ICONS: Record<(typeof BENEFITS.items)[number]['id'], LucideIcon> = {
  diagnosis: ClipboardCheck,
  therapy: HeartHandshake,
  holistic: Leaf,
};

export const Benefits = () => (
  <Section title={BENEFITS.heading}>
    <ul className="benefits">
      {BENEFITS.items.map((item) => {
        const Icon = ICONS[item.id];
        return (
          <li key={item.id} className="benefit">
            <span className="benefit__icon">
              <Icon aria-hidden="true" size={28} strokeWidth={1.5} />
            </span>
            <h3 className="benefit__title">{item.title}</h3>
            <p className="benefit__text">{item.text}</p>
          </li>
        );
      })}
    </ul>
  </Section>
);
