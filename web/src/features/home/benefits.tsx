import { ClipboardCheck, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';
import { Section } from '../../components/section';
import { BENEFITS } from './home.content';
import * as styles from './home.module.css';

const ICONS: Record<(typeof BENEFITS.items)[number]['id'], LucideIcon> = {
  diagnosis: ClipboardCheck,
  therapy: HeartHandshake,
  holistic: Leaf,
};

export const Benefits = () => (
  <Section title={BENEFITS.heading}>
    <ul className={styles.benefits}>
      {BENEFITS.items.map((item) => {
        const Icon = ICONS[item.id];
        return (
          <li key={item.id} className={styles.benefit}>
            <span className={styles.benefitIcon}>
              <Icon aria-hidden="true" size={28} strokeWidth={1.5} />
            </span>
            <h3 className={styles.benefitTitle}>{item.title}</h3>
            <p className={styles.benefitText}>{item.text}</p>
          </li>
        );
      })}
    </ul>
  </Section>
);
