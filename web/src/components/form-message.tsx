import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import * as styles from './form-message.module.css';

export interface FormMessageProps {
  tone: 'success' | 'error';
  children: ReactNode;
}

/** A form-level outcome: success is announced politely, an error at once; both carry an icon and text. */
export const FormMessage = ({ tone, children }: FormMessageProps) => {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p className={`${styles.formMessage} ${tone === 'success' ? styles.formMessageSuccess : styles.formMessageError}`} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon aria-hidden="true" size={20} strokeWidth={1.5} />
      <span>{children}</span>
    </p>
  );
};
