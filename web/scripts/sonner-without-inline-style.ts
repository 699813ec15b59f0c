import type { Plugin } from 'vite';

/**
 * Sonner writes its stylesheet into a <style> element when it loads, which the site's CSP
 * (style-src 'self') blocks and reports as a console error. The site bundles sonner/dist/styles.css
 * instead, so this removes the injection from sonner's module at build time.
 */
export const sonnerWithoutInlineStyle = (): Plugin => ({
  name: 'manobal-sonner-without-inline-style',
  transform(code, id) {
    if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
    const patched = code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) {\n  return;');
    if (patched === code) this.warn('sonner: __insertCSS not found; its inline <style> may trip the CSP');
    return { code: patched, map: null };
  },
});
