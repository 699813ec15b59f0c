import { ClipboardCheck, HeartHandshake, Leaf, type LucideIcon } from 'lucide-react';
import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import type { HomeContent } from './home.content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

const ICONS: Record<HomeContent['benefits']['items'][number]['id'], LucideIcon> = {
  diagnosis: ClipboardCheck,
  therapy: HeartHandshake,
  holistic: Leaf,
};

export const Benefits = () => {
  const words = useContent(HOME_CONTENT).benefits;
  return (
    <Section title={words.heading}>
      <ul className={styles.benefits}>
        {words.items.map((item) => {
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
};
