import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import './form-message.css';

export interface FormMessageProps {
  tone: 'success' | 'error';
  children: ReactNode;
}

/** A form-level outcome: success is announced politely, an error at once; both carry an icon and text. */
export const FormMessage = ({ tone, children }: FormMessageProps) => {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon aria-hidden="true" size={20} strokeWidth={1.5} />
      <span>{children}</span>
    </p>
  );
};
