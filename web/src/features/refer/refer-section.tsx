import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { Button } from '../../components/button';
import { useLocale } from '../../app/locale-context';
import { REFER_WORDS } from './refer.content';
import * as styles from './refer.module.css';

const loadForm = () => import('./refer-form');
const ReferForm = lazy(() => loadForm().then((m) => ({ default: m.ReferForm })));

/**
 * 'Refer a person': hidden until 'Connect with Us', which then disappears (spec section 4). The form and
 * its validation load on demand; keyboard focus moves to its first field.
 */
export const ReferSection = ({ ref }: { ref?: Ref<HTMLElement> }) => {
  const words = REFER_WORDS[useLocale()];
  const [open, setOpen] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // Wait for the lazily loaded form, then put the caret in its first field.
    const region = regionRef.current;
    if (!region) return;
    const focusFirst = () => {
      const first = region.querySelector<HTMLInputElement>('input');
      if (!first) return false;
      first.focus();
      return true;
    };
    if (focusFirst()) return;
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  return (
    <section ref={ref} className={styles.refer} aria-labelledby="refer-title">
      <div className={`container ${styles.referInner}${open ? ` ${styles.referInnerOpen}` : ''}`}>
        <div className={styles.referIntro}>
          <h2 id="refer-title">{words.heading}</h2>
          <p>{words.text}</p>
          {open ? null : (
            <Button variant="primary" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpen(true)}>
              {words.reveal}
            </Button>
          )}
        </div>
        <div ref={regionRef}>
          {open ? (
            <Suspense fallback={<p className={styles.referLoading}>Loading the form…</p>}>
              <ReferForm />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
};
